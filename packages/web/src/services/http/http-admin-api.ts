import type { AdminApi } from '../admin-api.ts';
import { withQuery } from '../admin-api.ts';
import { errorOf, type FetchLike } from './app-fetch.ts';

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) throw await errorOf(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new Error('The upload failed: the connection was lost. Try again.'));
    request.onload = () => {
      const response = new Response(request.status === 204 ? null : request.responseText, {
        status: request.status,
        headers: { 'content-type': request.getResponseHeader('content-type') ?? 'application/json' },
      });
      answer<T>(response).then(resolve, reject);
    };
    request.send(form);
  });
}

/** The admin API over the app's retrying fetch (same origin: the session cookies go along). */
export function createHttpAdminApi(fetchFn: FetchLike): AdminApi {
  const send = async <T>(method: string, path: string, body?: unknown) =>
    answer<T>(
      await fetchFn(path, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  return {
    get: (path, query) => send('GET', withQuery(path, query)),
    post: (path, body) => send('POST', path, body),
    put: (path, body) => send('PUT', path, body),
    del: (path) => send('DELETE', path),
    upload: uploadWithProgress,
  };
}

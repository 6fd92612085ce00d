import { createContext, useContext } from 'react';
import { createAppFetch, errorOf, type FetchLike } from '../../../services/http/app-fetch.ts';

/** Query values of an admin list; empty and undefined values are left out of the address. */
export type AdminQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The admin API as the admin pages call it (same origin; the session rides in httpOnly
 * cookies). A 400 with field issues rejects with the domain's ValidationError; any other failure
 * with an HttpError carrying the server's message.
 */
export interface AdminApi {
  get<T>(path: string, query?: AdminQuery): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  del(path: string): Promise<void>;
  /** Sends a multipart form, reporting upload progress from 0 to 1. */
  upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T>;
}

/** The address of a path with its query (empty values left out). */
export function withQuery(path: string, query: AdminQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

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

/** The admin API over a fetch function (the browser's, with the app's network retries). */
export function createAdminApi(baseFetch: FetchLike): AdminApi {
  const fetchFn = createAppFetch(baseFetch);
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

let browserApi: AdminApi | undefined;

/** The browser's admin API, made on first use (admin pages only call it in the browser). */
function defaultAdminApi(): AdminApi {
  browserApi ??= createAdminApi((input, init) => fetch(input, { ...init, credentials: 'same-origin' }));
  return browserApi;
}

/** Lets tests hand the admin pages their own API. */
export const AdminApiContext = createContext<AdminApi | null>(null);

/** The admin API for event handlers and effects. */
export function useAdminApi(): AdminApi {
  return useContext(AdminApiContext) ?? defaultAdminApi();
}

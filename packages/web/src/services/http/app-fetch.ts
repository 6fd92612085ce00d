import { shouldRetryFetch } from '@app/domain';

/** A fetch function, as the browser's. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** An HTTP answer that was not a success, with the server's own message when it sent one. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/**
 * The app's own fetch: retries up to 3 times when the network fails (never on an HTTP
 * error answer, which a retry would not cure).
 */
export function createAppFetch(baseFetch: FetchLike): FetchLike {
  return async function appFetch(input, init) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await baseFetch(input, init);
      } catch (error) {
        if (!shouldRetryFetch(attempt, error)) throw error;
      }
    }
  };
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    const message = typeof body.error === 'string' ? body.error : body.message;
    if (typeof message === 'string' && message !== '') return message;
  } catch {
    // not JSON: fall through to the status text
  }
  return `Request failed with status ${response.status}`;
}

/** GETs JSON, throwing an HttpError carrying the server's message for a non-2xx answer. */
export async function getJson<T>(fetchFn: FetchLike, url: string): Promise<T> {
  const response = await fetchFn(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new HttpError(response.status, await messageOf(response));
  return (await response.json()) as T;
}

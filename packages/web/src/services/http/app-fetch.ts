import { ValidationError, shouldRetryFetch, type ValidationIssue } from '@app/domain';

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

/** A 409 for a save based on an old version of a record: `current` is the record as someone else saved it. */
export class VersionConflictError extends HttpError {
  constructor(
    message: string,
    readonly current: Readonly<Record<string, unknown>> & { readonly version: number },
  ) {
    super(409, message);
    this.name = 'VersionConflictError';
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

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  issues?: ValidationIssue[];
  current?: unknown;
}

function isVersioned(value: unknown): value is Readonly<Record<string, unknown>> & { readonly version: number } {
  return typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'number';
}

/** The error a failed answer stands for: a ValidationError for a 400 with field issues, a VersionConflictError for a
 * 409 carrying the current record, else an HttpError with the server's message. */
export async function errorOf(response: Response): Promise<Error> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // not JSON: the status says it
  }
  if (response.status === 400 && Array.isArray(body.issues) && body.issues.length > 0)
    return new ValidationError(body.issues);
  const message = typeof body.error === 'string' ? body.error : body.message;
  if (response.status === 409 && isVersioned(body.current))
    return new VersionConflictError(typeof message === 'string' ? message : 'Someone else saved this', body.current);
  return new HttpError(
    response.status,
    typeof message === 'string' && message !== '' ? message : `Request failed with status ${response.status}`,
  );
}

/** GETs JSON, throwing an HttpError carrying the server's message for a non-2xx answer. */
export async function getJson<T>(fetchFn: FetchLike, url: string): Promise<T> {
  const response = await fetchFn(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

/** GETs JSON; null for a 404, an HttpError for any other failure. */
export async function getJsonOrNull<T>(fetchFn: FetchLike, url: string): Promise<T | null> {
  const response = await fetchFn(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

/**
 * POSTs JSON and reads the JSON answer. A 400 listing field issues becomes a ValidationError
 * (forms show each message next to its field); other failures an HttpError with the server's message.
 */
export async function postJson<T>(fetchFn: FetchLike, url: string, body: unknown): Promise<T> {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

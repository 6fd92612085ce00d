/** Query values of an admin call; empty and undefined values are left out of the address. */
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
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

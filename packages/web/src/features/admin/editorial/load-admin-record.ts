import type { AdminApi } from '../kit/admin-http.ts';

/** A record loaded for editing by its route's loader: the record, or the error that kept it (an unknown id is the API's
 * 404). */
export interface AdminRecordLoad<T> {
  readonly record: T | null;
  readonly error: unknown;
}

/** Loads `/api/admin/{area}/{id}`; a failure is kept, not thrown, so the page says what went wrong. */
export function loadAdminRecord<T>(api: AdminApi, area: string, id: string): Promise<AdminRecordLoad<T>> {
  return api.get<T>(`/api/admin/${area}/${encodeURIComponent(id)}`).then(
    (record) => ({ record, error: null }),
    (error: unknown) => ({ record: null, error }),
  );
}

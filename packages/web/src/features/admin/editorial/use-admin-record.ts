import { useEffect, useState } from 'react';
import { useAdminApi } from '../kit/admin-http.ts';

/** A record being loaded for editing: null while loading or when there is none to load. */
export interface AdminRecord<T> {
  readonly record: T | null;
  readonly loading: boolean;
  readonly error: unknown;
}

interface Loaded<T> {
  readonly id: string | undefined;
  readonly record: T | null;
  readonly error: unknown;
}

/** Loads `/api/admin/{area}/{id}` in the browser; with no id (a new record) there is nothing to load. */
export function useAdminRecord<T>(area: string, id: string | undefined): AdminRecord<T> {
  const api = useAdminApi();
  const [loaded, setLoaded] = useState<Loaded<T>>({ id: undefined, record: null, error: null });
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    api.get<T>(`/api/admin/${area}/${encodeURIComponent(id)}`).then(
      (record) => current && setLoaded({ id, record, error: null }),
      (error: unknown) => current && setLoaded({ id, record: null, error }),
    );
    return () => {
      current = false;
    };
  }, [api, area, id]);
  if (id === undefined) return { record: null, loading: false, error: null };
  const fresh = loaded.id === id;
  return { record: fresh ? loaded.record : null, loading: !fresh, error: fresh ? loaded.error : null };
}

import { useCallback, useEffect, useState } from 'react';
import { useAdminApi } from './admin-http.ts';
import { listRequest, type AdminList, type AdminListPage, type AdminListQuery } from './admin-list.ts';

/**
 * An admin list inside a dialog (the image picker), whose state is not the page's and so not in
 * its address: loads a page from `path` whenever the query changes (a new search or filter goes
 * back to page 1), keeps the last page on screen while the next loads, and keeps the error.
 * A page's own list comes from its route's loader instead (useRouteAdminList).
 */
export function useDialogAdminList<T>(
  path: string,
  initial: Partial<Omit<AdminListQuery, 'search' | 'page'>> = {},
): AdminList<T> {
  const api = useAdminApi();
  const [query, setQuery] = useState<AdminListQuery>({
    search: '',
    sort: initial.sort,
    direction: initial.direction ?? 'asc',
    page: 1,
    perPage: initial.perPage ?? 10,
    filters: initial.filters ?? {},
  });
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify([path, query, generation]);
  const [result, setResult] = useState<{ key: string; data: AdminListPage<T> | null; error: unknown }>({
    key: '',
    data: null,
    error: null,
  });

  useEffect(() => {
    let current = true;
    api.get<AdminListPage<T>>(path, listRequest(query)).then(
      (page) => {
        if (current) setResult({ key, data: page, error: null });
      },
      (failure: unknown) => {
        if (current) setResult((old) => ({ key, data: old.data, error: failure }));
      },
    );
    return () => {
      current = false;
    };
  }, [api, path, query, key]);

  return {
    query,
    data: result.data,
    loading: result.key !== key,
    error: result.error,
    setSearch: useCallback((search: string) => setQuery((old) => ({ ...old, search, page: 1 })), []),
    setSort: useCallback(
      (sort: string) =>
        setQuery((old) => ({
          ...old,
          sort,
          direction: old.sort === sort && old.direction === 'asc' ? 'desc' : 'asc',
          page: 1,
        })),
      [],
    ),
    setPage: useCallback((page: number) => setQuery((old) => ({ ...old, page })), []),
    setFilter: useCallback(
      (name: string, value: string | undefined) =>
        setQuery((old) => ({ ...old, filters: { ...old.filters, [name]: value }, page: 1 })),
      [],
    ),
    reload: useCallback(() => setGeneration((value) => value + 1), []),
  };
}

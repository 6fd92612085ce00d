import { useCallback, useEffect, useState } from 'react';
import { useAdminApi, type AdminQuery } from './admin-http.ts';

/** A page of an admin list as the admin API answers it. */
export interface AdminListPage<T> {
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

export type SortDirection = 'asc' | 'desc';

/** What the list asks for: search, order, page and the area's own filters. */
export interface AdminListQuery {
  readonly search: string;
  readonly sort: string | undefined;
  readonly direction: SortDirection;
  readonly page: number;
  readonly perPage: number;
  readonly filters: Readonly<Record<string, string | undefined>>;
}

export interface AdminList<T> {
  readonly query: AdminListQuery;
  readonly data: AdminListPage<T> | null;
  readonly loading: boolean;
  readonly error: unknown;
  setSearch(search: string): void;
  /** Orders by a column; the same column again flips the direction. */
  setSort(sort: string): void;
  setPage(page: number): void;
  setFilter(name: string, value: string | undefined): void;
  reload(): void;
}

/** The query the admin API reads (`search`, `sort`, `direction`, `page`, `perPage` and the filters). */
export function listRequest(query: AdminListQuery): AdminQuery {
  return { ...query.filters, search: query.search.trim(), sort: query.sort, direction: query.sort === undefined ? undefined : query.direction, page: query.page, perPage: query.perPage };
}

/**
 * One admin list: loads a page from `path` whenever the query changes (a new search or filter
 * goes back to page 1), keeps the last page on screen while the next loads, and keeps the error.
 */
export function useAdminList<T>(path: string, initial: Partial<Omit<AdminListQuery, 'search' | 'page'>> = {}): AdminList<T> {
  const api = useAdminApi();
  const [query, setQuery] = useState<AdminListQuery>({ search: '', sort: initial.sort, direction: initial.direction ?? 'asc', page: 1, perPage: initial.perPage ?? 10, filters: initial.filters ?? {} });
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify([path, query, generation]);
  const [result, setResult] = useState<{ key: string; data: AdminListPage<T> | null; error: unknown }>({ key: '', data: null, error: null });

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
    setSort: useCallback((sort: string) => setQuery((old) => ({ ...old, sort, direction: old.sort === sort && old.direction === 'asc' ? 'desc' : 'asc', page: 1 })), []),
    setPage: useCallback((page: number) => setQuery((old) => ({ ...old, page })), []),
    setFilter: useCallback((name: string, value: string | undefined) => setQuery((old) => ({ ...old, filters: { ...old.filters, [name]: value }, page: 1 })), []),
    reload: useCallback(() => setGeneration((value) => value + 1), []),
  };
}

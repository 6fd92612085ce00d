import type { AdminApi, AdminQuery } from '../../../services/admin-api.ts';
import type { AdminListSearch, SortDirection } from './admin-list-search.ts';

export type { SortDirection } from './admin-list-search.ts';

/** A page of an admin list as the admin API answers it. */
export interface AdminListPage<T> {
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

/** What the list asks for: search, order, page and the area's own filters. */
export interface AdminListQuery {
  readonly search: string;
  readonly sort: string | undefined;
  readonly direction: SortDirection;
  readonly page: number;
  readonly perPage: number;
  readonly filters: Readonly<Record<string, string | undefined>>;
}

/** An admin list as the shared table shows it and changes it. */
export interface AdminList<T> {
  readonly query: AdminListQuery;
  readonly data: AdminListPage<T> | null;
  readonly loading: boolean;
  readonly error: unknown;
  readonly setSearch: (search: string) => void;
  /** Orders by a column; the same column again flips the direction. */
  readonly setSort: (sort: string) => void;
  readonly setPage: (page: number) => void;
  readonly setFilter: (name: string, value: string | undefined) => void;
  readonly reload: () => void;
}

/** Where an area's list comes from and its order and page size when the address names none. */
export interface AdminListSpec {
  readonly path: string;
  readonly sort?: string;
  readonly direction?: SortDirection;
  readonly perPage?: number;
  /** The page's own address params that are not the list's (the submission open in a side panel): never sent with the
   * list's query. */
  readonly pageState?: readonly string[];
  /** The list's orders go one way only (the footer links'): choosing an order again does not flip it. */
  readonly oneWayOrders?: boolean;
}

/** A list page as a route loader hands it to the page: the page, or the error that kept it. */
export interface AdminListLoad<T> {
  readonly page: AdminListPage<T> | null;
  readonly error: unknown;
}

/** The query the admin API reads (`search`, `sort`, `direction`, `page`, `perPage` and the filters). */
export function listRequest(query: AdminListQuery): AdminQuery {
  return {
    ...query.filters,
    search: query.search.trim(),
    sort: query.sort,
    direction: query.sort === undefined ? undefined : query.direction,
    page: query.page,
    perPage: query.perPage,
  };
}

/** The list's query from its address, the spec's order and page size filling what the address leaves out. */
export function listQueryOf(spec: AdminListSpec, search: AdminListSearch): AdminListQuery {
  const { search: text, sort, direction, page, ...params } = search;
  const filters = Object.entries(params).filter(([name]) => !spec.pageState?.includes(name));
  return {
    search: text ?? '',
    sort: sort ?? spec.sort,
    direction: direction ?? (sort === undefined ? spec.direction : undefined) ?? 'asc',
    page: page ?? 1,
    perPage: spec.perPage ?? 10,
    filters: Object.fromEntries(
      filters.map(([name, value]) => [name, value === undefined ? undefined : String(value)]),
    ),
  };
}

/** Loads the list page the address asks for (a route loader's part); a failure is kept, not thrown, so the page shows
 * it above the table. */
export function loadAdminList<T>(
  api: AdminApi,
  spec: AdminListSpec,
  search: AdminListSearch,
): Promise<AdminListLoad<T>> {
  return api.get<AdminListPage<T>>(spec.path, listRequest(listQueryOf(spec, search))).then(
    (page) => ({ page, error: null }),
    (error: unknown) => ({ page: null, error }),
  );
}

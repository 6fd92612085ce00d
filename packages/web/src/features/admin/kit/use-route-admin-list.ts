import { useNavigate, useRouter, useRouterState, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminListSearch } from './admin-list-search.ts';
import { listQueryOf, type AdminList, type AdminListLoad, type AdminListSpec } from './admin-list.ts';

type SearchChange = Readonly<Record<string, string | number | undefined>>;

/**
 * A page's admin list: its state lives in the address (validated by the route's
 * `validateSearch`), its page comes from the route's loader. A change of search, order, page or
 * filter is a navigation (a new search or filter goes back to page 1); the list shows the state
 * asked for at once (a switch turns, a select changes) and the router keeps the last page on
 * screen while the loader fetches the next. `reload` (after a write) invalidates the router.
 */
export function useRouteAdminList<T>(spec: AdminListSpec, loaded: AdminListLoad<T>): AdminList<T> {
  const committed: AdminListSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  // The state last asked for, until the address holds it.
  const [asked, setAsked] = useState<{ readonly on: AdminListSearch; readonly search: AdminListSearch } | null>(null);
  const search = asked?.on === committed ? asked.search : committed;
  const query = listQueryOf(spec, search);
  const change = (values: SearchChange, replace = false) => {
    const next = Object.fromEntries(
      Object.entries({ ...search, ...values }).filter(([, value]) => value !== undefined),
    );
    setAsked({ on: committed, search: next });
    void navigate({ to: '.', search: (old) => ({ ...old, ...values }), replace });
  };

  return {
    query,
    data: loaded.page,
    loading,
    error: loaded.error,
    setSearch: (text) => change({ search: text.trim() === '' ? undefined : text, page: undefined }, true),
    setSort: (sort) =>
      change({
        sort,
        direction: spec.oneWayOrders ? undefined : query.sort === sort && query.direction === 'asc' ? 'desc' : 'asc',
        page: undefined,
      }),
    setPage: (page) => change({ page: page > 1 ? page : undefined }),
    setFilter: (name, value) => change({ [name]: value, page: undefined }),
    reload: () => void router.invalidate(),
  };
}

import { useSnapshot } from 'valtio';
import type { FooterLink, FooterLinkOrder } from '@app/domain';
import type { AdminList } from '../kit/use-admin-list.ts';
import type { AdminFooterStore } from './admin-footer-store.ts';

/**
 * The admin footer store seen as an admin list, so the shared table shows it: search on link
 * text, the enabled-only filter, the two orders of the spec (sort_order, or column then
 * sort_order; always ascending) and pages of 10.
 */
export function useFooterLinkList(store: AdminFooterStore): AdminList<FooterLink> {
  const state = useSnapshot(store.state);
  const { query } = state;
  const refetch = (change: Partial<typeof query>) => void store.fetchAdminLinks({ ...query, ...change });
  return {
    query: { search: query.search, sort: query.orderBy, direction: 'asc', page: query.page, perPage: query.itemsPerPage, filters: { enabledOnly: query.enabledOnly ? 'true' : undefined } },
    data: state.lastFetched === null && state.error === null ? null : { items: state.links as FooterLink[], total: state.totalItems, page: query.page, perPage: query.itemsPerPage },
    loading: state.isLoading,
    error: state.error === null ? null : new Error(state.error),
    setSearch: (search) => refetch({ search, page: 1 }),
    setSort: (sort) => refetch({ orderBy: sort as FooterLinkOrder, page: 1 }),
    setPage: (page) => refetch({ page }),
    setFilter: (name, value) => {
      if (name === 'enabledOnly') refetch({ enabledOnly: value === 'true', page: 1 });
    },
    reload: () => void store.fetchAdminLinks(query, { force: true }),
  };
}

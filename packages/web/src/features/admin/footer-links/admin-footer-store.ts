import { proxy, ref } from 'valtio';
import {
  ERROR_MESSAGES,
  errorMessageOr,
  normalizeFooterLinkQuery,
  shouldFetchAdminFooter,
  type Clock,
  type FooterLink,
  type FooterLinkInput,
  type FooterLinkPatch,
  type FooterLinkQuery,
  type FooterLinkQueryInput,
} from '@app/domain';
import type { FooterLinkAdminClient } from './footer-link-admin-client.ts';

/** The admin footer list's data (spec section 4): the page, isLoading, error, lastFetched, totalItems and the query. */
export interface AdminFooterState {
  links: FooterLink[];
  isLoading: boolean;
  error: string | null;
  lastFetched: number | null;
  totalItems: number;
  query: FooterLinkQuery;
}

export type AdminFooterStore = ReturnType<typeof createAdminFooterStore>;

function sameQuery(a: FooterLinkQuery, b: FooterLinkQuery): boolean {
  return a.search === b.search && a.enabledOnly === b.enabledOnly && a.orderBy === b.orderBy && a.page === b.page && a.itemsPerPage === b.itemsPerPage;
}

/**
 * The admin footer-link list. A fetch always goes to the server unless `force: false` is given
 * and the same page is under 5 minutes old. A failed fetch keeps its message (fallback 'Failed to
 * fetch footer links') and empties the list; a failed create, update or delete stores the spec's
 * message ('Failed to create footer link', ...) and rethrows the error to the caller.
 */
export function createAdminFooterStore(deps: { client: FooterLinkAdminClient; clock: Clock }) {
  const state = proxy<AdminFooterState>({ links: ref([]), isLoading: false, error: null, lastFetched: null, totalItems: 0, query: normalizeFooterLinkQuery() });

  async function fetchAdminLinks(input: FooterLinkQueryInput = state.query, options: { force?: boolean } = {}): Promise<void> {
    const query = normalizeFooterLinkQuery(input);
    const fresh = sameQuery(query, state.query) && !shouldFetchAdminFooter({ lastFetched: state.lastFetched, now: deps.clock.now(), force: options.force });
    if (fresh) return;
    state.query = query;
    state.isLoading = true;
    state.error = null;
    try {
      const page = await deps.client.list(query);
      state.links = ref(page.items);
      state.totalItems = page.total;
      state.lastFetched = deps.clock.now();
    } catch (error) {
      state.error = errorMessageOr(error, ERROR_MESSAGES.footerFetchFailed);
      state.links = ref([]);
      state.totalItems = 0;
    } finally {
      state.isLoading = false;
    }
  }

  async function write<T>(failure: string, action: () => Promise<T>): Promise<T> {
    state.error = null;
    try {
      const result = await action();
      await fetchAdminLinks(state.query, { force: true });
      return result;
    } catch (error) {
      state.error = failure;
      throw error;
    }
  }

  return {
    state,
    fetchAdminLinks,
    createLink: (input: FooterLinkInput) => write(ERROR_MESSAGES.footerLinkCreateFailed, () => deps.client.create(input)),
    updateLink: (id: string, patch: FooterLinkPatch) => write(ERROR_MESSAGES.footerLinkUpdateFailed, () => deps.client.update(id, patch)),
    deleteLink: (id: string) => write(ERROR_MESSAGES.footerLinkDeleteFailed, () => deps.client.remove(id)),
  };
}

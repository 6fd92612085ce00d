import { proxy, ref } from 'valtio';
import { ERROR_MESSAGES, errorMessageOr, shouldFetchPublicFooter, type Clock, type FooterLink } from '@app/domain';
import type { WebServices } from '../services/web-services.ts';

/** The footer store's data (spec section 4): links, isLoading, error, lastFetched, totalItems. */
export interface FooterState {
  links: FooterLink[];
  isLoading: boolean;
  error: string | null;
  lastFetched: number | null;
  totalItems: number;
}

export type FooterStore = ReturnType<typeof createFooterStore>;

/**
 * The public footer's store: skips a fetch while the data is under 30 minutes old, unless forced.
 * The links are replaced whole, so they are kept as a `ref` (not deeply proxied).
 */
export function createFooterStore(deps: { services: Pick<WebServices, 'publicFooterLinks'>; clock: Clock }) {
  const state = proxy<FooterState>({ links: ref([]), isLoading: false, error: null, lastFetched: null, totalItems: 0 });

  async function fetchPublicLinks(options: { force?: boolean } = {}): Promise<void> {
    const now = deps.clock.now();
    if (!shouldFetchPublicFooter({ lastFetched: state.lastFetched, now, force: options.force })) return;
    state.isLoading = true;
    state.error = null;
    try {
      const links = await deps.services.publicFooterLinks();
      state.links = ref(links);
      state.totalItems = links.length;
      state.lastFetched = deps.clock.now();
    } catch (error) {
      state.error = errorMessageOr(error, ERROR_MESSAGES.footerFetchFailed);
    } finally {
      state.isLoading = false;
    }
  }

  return { state, fetchPublicLinks };
}

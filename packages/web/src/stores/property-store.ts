import { proxy, ref } from 'valtio';
import { ERROR_MESSAGES, errorMessageOr, type ListingView } from '@app/domain';
import type { WebServices } from '../services/web-services.ts';

export interface PropertyState {
  property: ListingView | null;
  isLoading: boolean;
  error: string | null;
}

export type PropertyStore = ReturnType<typeof createPropertyStore>;

/**
 * The property a detail page shows. A failed fetch keeps its message (fallback
 * 'Error fetching property') and answers nothing; when loads overlap, the latest one asked for
 * wins. The listing is replaced whole, never edited, so it is kept as a `ref`.
 */
export function createPropertyStore(deps: { services: Pick<WebServices, 'getListing' | 'findFeaturedListing'> }) {
  const state = proxy<PropertyState>({ property: null, isLoading: false, error: null });
  let latest = 0;

  async function fetchProperty(fetch: () => Promise<ListingView | null>): Promise<ListingView | null> {
    const request = (latest += 1);
    state.isLoading = true;
    state.error = null;
    try {
      const property = await fetch();
      if (request === latest) state.property = property === null ? null : ref(property);
      return property;
    } catch (error) {
      if (request === latest) {
        state.property = null;
        state.error = errorMessageOr(error, ERROR_MESSAGES.propertyFetchFailed);
      }
      return null;
    } finally {
      if (request === latest) state.isLoading = false;
    }
  }

  return {
    state,
    /** Fetches one listing by its ListingId; null when there is none or the fetch failed. */
    load: (listingId: string) => fetchProperty(() => deps.services.getListing(listingId)),
    /** Fetches one of the team's own listings by its address slug; null when there is none or the fetch failed. */
    loadFeatured: (slug: string) => fetchProperty(() => deps.services.findFeaturedListing(slug)),
  };
}

import { proxy } from 'valtio';
import {
  ERROR_MESSAGES,
  errorMessageOr,
  keepOfficeListings,
  shouldFetchFeaturedProperties,
  type Clock,
  type ListingView,
} from '@app/domain';
import type { WebServices } from '../services/web-services.ts';

export interface FeaturedPropertiesState {
  properties: ListingView[];
  isLoading: boolean;
  error: string | null;
  lastFetched: number | null;
}

export type FeaturedPropertiesStore = ReturnType<typeof createFeaturedPropertiesStore>;

/**
 * The featured listings (the team's own office): refetched when forced, empty or older than
 * 15 minutes; an error keeps its message and empties the list.
 */
export function createFeaturedPropertiesStore(deps: { services: WebServices; clock: Clock }, initial?: FeaturedPropertiesState) {
  const state = proxy<FeaturedPropertiesState>(initial ?? { properties: [], isLoading: false, error: null, lastFetched: null });

  async function load(officeMlsId: string, options: { force?: boolean } = {}): Promise<void> {
    const now = deps.clock.now();
    const due = shouldFetchFeaturedProperties({
      count: state.properties.length,
      lastFetched: state.lastFetched,
      now,
      force: options.force,
    });
    if (!due) return;
    state.isLoading = true;
    state.error = null;
    try {
      const listings = await deps.services.listings.listOfficeListings(officeMlsId);
      state.properties = keepOfficeListings(listings, officeMlsId);
      state.lastFetched = deps.clock.now();
    } catch (error) {
      state.properties = [];
      state.error = errorMessageOr(error, ERROR_MESSAGES.propertiesFetchFailed);
    } finally {
      state.isLoading = false;
    }
  }

  return { state, load };
}

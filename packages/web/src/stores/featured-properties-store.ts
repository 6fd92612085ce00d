import { proxy, ref } from 'valtio';
import {
  ERROR_MESSAGES,
  errorMessageOr,
  keepOfficeListings,
  shouldFetchFeaturedProperties,
  type Clock,
  toListingSummary,
  type ListingSummary,
} from '@app/domain';
import type { WebServices } from '../services/web-services.ts';

export interface FeaturedPropertiesState {
  properties: ListingSummary[];
  isLoading: boolean;
  error: string | null;
  lastFetched: number | null;
}

export type FeaturedPropertiesStore = ReturnType<typeof createFeaturedPropertiesStore>;

/**
 * The featured listings (the team's own office), kept as card summaries: refetched when
 * forced, empty or older than 15 minutes; an error keeps its message and empties the list.
 * The list is replaced whole, never edited, so it is kept as a `ref` (not deeply proxied).
 */
export function createFeaturedPropertiesStore(deps: {
  services: Pick<WebServices, 'listOfficeListings'>;
  clock: Clock;
}) {
  const state = proxy<FeaturedPropertiesState>({
    properties: ref([]),
    isLoading: false,
    error: null,
    lastFetched: null,
  });

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
      const listings = await deps.services.listOfficeListings({ listOfficeMlsId: officeMlsId });
      state.properties = ref(keepOfficeListings(listings, officeMlsId).map(toListingSummary));
      state.lastFetched = deps.clock.now();
    } catch (error) {
      state.properties = ref([]);
      state.error = errorMessageOr(error, ERROR_MESSAGES.propertiesFetchFailed);
    } finally {
      state.isLoading = false;
    }
  }

  return { state, load };
}

import type { Clock } from '../shared/clock.port.ts';
import { SUBDIVISION_LIST_DEFAULT_LIMIT } from '../shared/constants.ts';
import { FOR_SALE_STATUSES } from '../listing/listing.ts';
import type { ListingPin, ListingStore } from '../listing/listing-store.port.ts';
import { toListingSummary, type ListingSummary } from '../listing/listing-summary.ts';
import { toListingView } from '../listing/listing-view.ts';
import { DEFAULT_SEARCH_STATUSES, MAX_PINS } from '../search/listing-search.ts';
import { applyListingVisibility, type ListingVisibility } from '../search/search-use-cases.ts';
import { communityStatistics, type CommunityStatistics } from './community-statistics.ts';

/** The homes of a community's subdivisions as its page shows them. */
export interface CommunityMarket {
  /** Live figures of its homes for sale (the search's default statuses). */
  readonly statistics: CommunityStatistics;
  /** Its homes for sale on the map. */
  readonly pins: ListingPin[];
  /** Its newest homes for sale (6), with the subdivision bath rule. */
  readonly listings: ListingSummary[];
  /** When the figures were worked out (ISO 8601). */
  readonly asOf: string;
}

/** The map pins of some listings: those with coordinates. */
export function pinsOf(listings: readonly ListingSummary[]): ListingPin[] {
  return listings.flatMap(({ ListingKey, ListingId, Latitude, Longitude, ListPrice, StandardStatus }) =>
    Latitude === null || Longitude === null
      ? []
      : [{ ListingKey, ListingId, Latitude, Longitude, ListPrice, StandardStatus }],
  );
}

/**
 * A community's market from its subdivisions in two store queries (whatever the number of
 * subdivisions): every home for sale for the figures and the map, and the newest for the list.
 */
export function createCommunityMarket(store: ListingStore, clock: Clock, visibility: ListingVisibility) {
  return async (subdivisions: readonly string[]): Promise<CommunityMarket> => {
    const asOf = new Date(clock.now()).toISOString();
    const forSaleCriteria = applyListingVisibility(
      { subdivisions, statuses: DEFAULT_SEARCH_STATUSES, sort: 'newest', limit: MAX_PINS },
      visibility,
    );
    const [forSale, newest] = await Promise.all([
      store.search(forSaleCriteria),
      store.find({ subdivisions, statuses: FOR_SALE_STATUSES, sort: 'newest', limit: SUBDIVISION_LIST_DEFAULT_LIMIT }),
    ]);
    return {
      statistics: communityStatistics(forSale.listings, asOf),
      pins: pinsOf(forSale.listings),
      listings: newest.map((listing) => toListingSummary(toListingView(listing, 'subdivision'))),
      asOf,
    };
  };
}

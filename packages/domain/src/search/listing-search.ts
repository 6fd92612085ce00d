import type { FloridaCriteria } from './florida-criteria.ts';
import type { GeoBounds, GeoPoint } from '../geo/geo.ts';
import type { StandardStatus } from '../listing/listing.ts';
import type { ListingSort } from '../listing/listing-store.port.ts';

/** Listings per page of the search results. */
export const SEARCH_PAGE_SIZE = 24;
/** The last page a search may ask for. */
export const MAX_SEARCH_PAGE = 500;
/** Most pins one map answer holds (the whole demo inventory fits). */
export const MAX_PINS = 60_000;

/** Statuses a search shows unless the visitor picks others: homes that can still be bought. */
export const DEFAULT_SEARCH_STATUSES: readonly StandardStatus[] = ['Active', 'Active Under Contract', 'Coming Soon'];

/** The status names used in search URLs, and the RESO status each stands for. */
export const SEARCH_STATUS_SLUGS: Readonly<Record<string, StandardStatus>> = {
  active: 'Active',
  'under-contract': 'Active Under Contract',
  'coming-soon': 'Coming Soon',
  pending: 'Pending',
  closed: 'Closed',
};

/** Orders the search page offers. */
export const SEARCH_SORTS: readonly ListingSort[] = [
  'newest',
  'price-desc',
  'price-asc',
  'reduced',
  'largest',
  'monthly-cost-asc',
];

/** A property search as a visitor states it (and as its URL carries it). Absent fields do not filter. */
export interface ListingSearch extends FloridaCriteria {
  readonly q?: string;
  /** Words that must all appear in the listing's description (`PublicRemarks`): "gulf access", "dock". */
  readonly remarks?: string;
  readonly city?: string;
  readonly postalCode?: string;
  readonly subdivision?: string;
  /** A community's address name (`pelican-bay`): the homes of every MLS subdivision the community covers. */
  readonly community?: string;
  /** The listing agent's MLS member id (`ListAgentMlsId`): one agent's listings. */
  readonly listAgentMlsId?: string;
  readonly minPrice?: number;
  readonly maxPrice?: number;
  readonly minBeds?: number;
  readonly minBaths?: number;
  readonly propertyType?: string;
  readonly propertySubType?: string;
  readonly statuses?: readonly StandardStatus[];
  readonly minLivingArea?: number;
  readonly maxLivingArea?: number;
  readonly minLotAcres?: number;
  readonly maxLotAcres?: number;
  readonly minYearBuilt?: number;
  readonly maxYearBuilt?: number;
  readonly openHouses?: boolean;
  readonly priceReduced?: boolean;
  readonly waterfront?: boolean;
  readonly pool?: boolean;
  readonly bounds?: GeoBounds;
  readonly polygon?: readonly GeoPoint[];
  readonly sort: ListingSort;
  readonly page: number;
}

/** The empty search: every home for sale, newest first, page 1. */
export const EMPTY_SEARCH: ListingSearch = { sort: 'newest', page: 1 };

import type { FloridaCriteria } from '../search/florida-criteria.ts';
import type { MonthlyCostSettings } from '../monthly-cost/monthly-cost-settings.ts';
import type { GeoBounds, GeoPoint } from '../geo/geo.ts';
import type { Listing, StandardStatus } from './listing.ts';
import type { ListingSummary } from './listing-summary.ts';

/** Every order a listing query can ask for. */
export const LISTING_SORTS = [
  'newest',
  'price-desc',
  'price-asc',
  'reduced',
  'largest',
  'monthly-cost-asc',
  'recently-closed',
  'recently-updated',
] as const;

/**
 * Orders a listing query can ask for; ties are broken by `ListingKey` ascending so pages are stable.
 * Listings missing the sort field come last.
 * - `newest`: `ListingContractDate` descending.
 * - `price-desc` / `price-asc`: `ListPrice` descending / ascending.
 * - `reduced`: `PriceChangeTimestamp` descending (the latest price changes first).
 * - `largest`: `LivingArea` descending.
 * - `recently-closed`: `CloseDate` descending.
 * - `recently-updated`: `ModificationTimestamp` descending.
 */
export type ListingSort = (typeof LISTING_SORTS)[number];

/** What a listing query selects, in domain words. Every field narrows the set; absent fields do not. */
export interface ListingCriteria extends FloridaCriteria {
  /** Case-insensitive words that must all appear in the address, city, postal code, subdivision or MLS number. */
  readonly text?: string;
  /** Case-insensitive words that must all appear in `PublicRemarks`. */
  readonly remarks?: string;
  /** `City`, case-insensitive, exact. */
  readonly city?: string;
  /** `PostalCode`, exact. */
  readonly postalCode?: string;
  /** `SubdivisionName`, case-insensitive, exact. */
  readonly subdivision?: string;
  /** `SubdivisionName` is one of these, case-insensitive, exact (a community's subdivisions). An empty list selects
   * nothing. */
  readonly subdivisions?: readonly string[];
  /** `ListOfficeMlsId`, exact. */
  readonly listOfficeMlsId?: string;
  /** `ListAgentMlsId`, exact. */
  readonly listAgentMlsId?: string;
  /** One of these statuses; all statuses when absent. An empty list selects nothing. */
  readonly statuses?: readonly StandardStatus[];
  /** `ListPrice` at least / at most (inclusive). */
  readonly minPrice?: number;
  readonly maxPrice?: number;
  /** `BedroomsTotal` at least. */
  readonly minBeds?: number;
  /** Total baths (full + 0.5 per half) at least. */
  readonly minBaths?: number;
  /** `PropertyType`, exact. */
  readonly propertyType?: string;
  /** `PropertySubType`, exact. */
  readonly propertySubType?: string;
  /** `LivingArea` in square feet, at least / at most. */
  readonly minLivingArea?: number;
  readonly maxLivingArea?: number;
  /** `LotSizeAcres` at least / at most. */
  readonly minLotAcres?: number;
  readonly maxLotAcres?: number;
  /** `YearBuilt` at least / at most. */
  readonly minYearBuilt?: number;
  readonly maxYearBuilt?: number;
  /** Only waterfront homes / only homes with a private pool. */
  readonly waterfront?: boolean;
  readonly pool?: boolean;
  /** Only listings whose price went down (`PreviousListPrice` above `ListPrice`). */
  readonly priceReduced?: boolean;
  /** Only listings whose price changed (a `PreviousListPrice` and a `PriceChangeTimestamp`). */
  readonly priceChanged?: boolean;
  /** Only listings with an open house ending after this instant (ISO 8601). */
  readonly openHouseAfter?: string;
  /** Inside this box. */
  readonly bounds?: GeoBounds;
  /** Inside this polygon (3 or more corners). */
  readonly polygon?: readonly GeoPoint[];
  /** The order of the answer; `newest` when absent. */
  readonly sort?: ListingSort;
  /** The most listings answered. */
  readonly limit: number;
  /** How many listings of the ordered set to skip first; 0 when absent. */
  readonly offset?: number;
}

/** One page of a search: card summaries and the exact count of every matching listing. */
export interface ListingSearchPage {
  readonly listings: ListingSummary[];
  readonly total: number;
}

/** What a map pin needs, nothing more. */
export interface ListingPin {
  readonly ListingKey: string;
  readonly ListingId: string;
  readonly Latitude: number;
  readonly Longitude: number;
  readonly ListPrice: number | null;
  readonly StandardStatus: StandardStatus;
}

/** How fresh the local copy of the listing data is. */
export interface ListingFreshness {
  readonly count: number;
  /** The newest `ModificationTimestamp`, or null when there are no listings. */
  readonly latestModification: string | null;
}

/** The local copy of the listing data that every listing page reads. */
export interface ListingStore {
  /** Whole listings matching the criteria (media in `Order`), in the asked order. */
  find(criteria: ListingCriteria): Promise<Listing[]>;
  /** A page of card summaries (first photo only) and the exact total of matching listings. */
  search(criteria: ListingCriteria): Promise<ListingSearchPage>;
  /** Pins of every matching listing that has coordinates, up to `limit`, in the asked order. */
  pins(criteria: ListingCriteria): Promise<ListingPin[]>;
  /** One listing by its `ListingId`, with its media in `Order`; null when unknown. */
  findById(listingId: string): Promise<Listing | null>;
  /** Inserts or replaces listings (and their media) by `ListingKey`. */
  upsertMany(listings: readonly Listing[]): Promise<void>;
  /** Every stored `ListingKey`, for reconciliation with the upstream feed. */
  listKeys(): Promise<string[]>;
  /** Removes listings (with their media and open houses) by `ListingKey`; answers how many went. */
  removeMany(listingKeys: readonly string[]): Promise<number>;
  /** Count and newest modification of the stored listings. */
  freshness(): Promise<ListingFreshness>;
  /**
   * Recomputes every stored listing's monthly cost (what the sort and filter by monthly cost read) with the admin's
   * newly saved settings; later upserts use the stored settings too (ADR 0037).
   */
  rewriteMonthlyCosts(settings: MonthlyCostSettings): Promise<void>;
}

import type { Listing, StandardStatus } from './listing.ts';

/**
 * Orders a listing query can ask for; ties are broken by `ListingKey` ascending so pages are stable.
 * - `newest`: `ListingContractDate` descending, listings without a date last.
 * - `price-desc` / `price-asc`: `ListPrice` descending / ascending, listings without a price last.
 */
export type ListingSort = 'newest' | 'price-desc' | 'price-asc';

/** What a listing query selects, in domain words. Every field narrows the set. */
export interface ListingCriteria {
  /** Only listings of this office (`ListOfficeMlsId`, exact). */
  readonly listOfficeMlsId?: string;
  /** Only listings in this subdivision (`SubdivisionName`, case-insensitive, exact). */
  readonly subdivision?: string;
  /** Only listings with one of these statuses; all statuses when absent. */
  readonly statuses?: readonly StandardStatus[];
  /** The order of the answer; `newest` when absent. */
  readonly sort?: ListingSort;
  /** The most listings answered. */
  readonly limit: number;
  /** How many listings of the ordered set to skip first; 0 when absent. */
  readonly offset?: number;
}

/** How fresh the local copy of the listing data is. */
export interface ListingFreshness {
  readonly count: number;
  /** The newest `ModificationTimestamp`, or null when there are no listings. */
  readonly latestModification: string | null;
}

/** The local copy of the listing data that every listing page reads. */
export interface ListingStore {
  /** Listings matching the criteria, in the asked order (newest listing date first by default). */
  find(criteria: ListingCriteria): Promise<Listing[]>;
  /** One listing by its `ListingId`, with its media in `Order`; null when unknown. */
  findById(listingId: string): Promise<Listing | null>;
  /** Inserts or replaces listings (and their media) by `ListingKey`. */
  upsertMany(listings: readonly Listing[]): Promise<void>;
  /** Count and newest modification of the stored listings. */
  freshness(): Promise<ListingFreshness>;
}

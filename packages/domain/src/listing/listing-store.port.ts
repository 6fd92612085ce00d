import type { Listing, StandardStatus } from './listing.ts';

/** Orders a listing query can ask for. */
export type ListingSort = 'newest' | 'price-desc' | 'price-asc';

/** What a listing query selects, in domain words. Every field narrows the set. */
export interface ListingCriteria {
  /** Only listings of this office (`ListOfficeMlsId`, exact). */
  readonly listOfficeMlsId?: string;
  /** Only listings in this subdivision (`SubdivisionName`, case-insensitive, exact). */
  readonly subdivision?: string;
  /** Only listings with one of these statuses; all statuses when absent. */
  readonly statuses?: readonly StandardStatus[];
  readonly sort?: ListingSort;
  readonly limit: number;
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

import type { OpenHouse } from '../open-house/open-house.ts';
import type { Listing, StandardStatus } from './listing.ts';

/** One page of records from the upstream: the valid ones, and how many were invalid and skipped. */
export interface SourcePage<T> {
  readonly items: readonly T[];
  readonly skipped: number;
  /** The keys of the skipped records that had a readable key. */
  readonly skippedKeys: readonly string[];
}

/** Receives each page in turn; the next page is fetched only after it resolves. */
export type PageHandler<T> = (page: SourcePage<T>) => Promise<void>;

/**
 * The upstream listing feed, in the domain's words (no OData here). The replication job reads it;
 * `TrestleListingSource` implements it on the RESO Web API.
 */
export interface ListingSource {
  /**
   * Listings with one of `statuses` modified after `since` (ISO 8601; every such listing when
   * null), oldest modification first, page by page.
   */
  fetchModifiedSince(
    since: string | null,
    statuses: readonly StandardStatus[],
    onPage: PageHandler<Listing>,
  ): Promise<void>;
  /** The `ListingKey` of every upstream listing with one of `statuses`. */
  fetchKeys(statuses: readonly StandardStatus[]): Promise<string[]>;
  /** The listings with these keys that have one of `statuses`, page by page. */
  fetchByKeys(
    keys: readonly string[],
    statuses: readonly StandardStatus[],
    onPage: PageHandler<Listing>,
  ): Promise<void>;
  /** Open houses (not canceled) that end after the instant (ISO 8601), page by page. */
  fetchOpenHouses(endingAfter: string, onPage: PageHandler<OpenHouse>): Promise<void>;
}

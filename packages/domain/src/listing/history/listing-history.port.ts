import type { ListingChange, ListingSnapshot, RecordedListingChange } from './listing-change.ts';

/** A page of changes read in recording order, and the cursor to ask the next page from. */
export interface ListingChangePage {
  readonly changes: readonly RecordedListingChange[];
  /** The cursor of the last change answered; the one asked with when there was none. */
  readonly cursor: string | null;
}

/**
 * Every price and status change of every listing the replication has seen (migration 0023). The
 * replication is its only writer (under the scheduled-jobs lock), so changes are recorded in one
 * order and a reader with a cursor (an alert job) sees each change exactly once.
 */
export interface ListingHistoryStore {
  /** What history last knew of each of these listings (the status and asking price of its latest change); a key with
   * no change recorded is absent. */
  latestOf(listingKeys: readonly string[]): Promise<Map<string, ListingSnapshot>>;
  /** The listing keys history holds for each of these properties (absent when none). */
  listingKeysOf(propertyKeys: readonly string[]): Promise<Map<string, string[]>>;
  /** Records changes in the order given. */
  append(changes: readonly ListingChange[]): Promise<void>;
  /** Every change of a property, every listing period, oldest first (ties in recording order). */
  forProperty(propertyKey: string): Promise<ListingChange[]>;
  /** Up to `limit` changes recorded after `cursor` (from the first when null), in recording order. */
  changesSince(cursor: string | null, limit: number): Promise<ListingChangePage>;
}

/** When the listing data was last brought up to date from its source (a successful replication run). */
export interface ListingSyncLog {
  /** The end of the last successful sync (ISO 8601), or null before the first. */
  lastSyncAt(): Promise<string | null>;
  recordSync(at: string): Promise<void>;
}

/** What one replication run did to the listings. */
export interface ListingCounts {
  /** Valid listings received from the upstream. */
  readonly fetched: number;
  /** Listings written to the store. */
  readonly upserted: number;
  /** Invalid upstream records left out (each one logged). */
  readonly skipped: number;
  /** Listings taken out of the store: gone upstream or no longer in a shown status. */
  readonly removed: number;
}

/** What one run did to the open houses. */
export interface OpenHouseCounts {
  readonly fetched: number;
  readonly upserted: number;
  /** Invalid records, and open houses of listings the store does not hold. */
  readonly skipped: number;
  readonly removed: number;
}

/** The outcome of one replication run. */
export interface ReplicationReport extends ListingCounts {
  /** `full` when the run started without a high-water mark, `incremental` otherwise. */
  readonly mode: 'full' | 'incremental';
  /** The modification instant the run asked changes after (null for a full load). */
  readonly since: string | null;
  /** The high-water mark after the run. */
  readonly highWaterMark: string | null;
  /** Listings fetched by key because the upstream had them and the store did not. */
  readonly backfilled: number;
  /** Null when the job has no open-house store. */
  readonly openHouses: OpenHouseCounts | null;
  readonly durationMs: number;
}

/** Counts of nothing done yet. */
export const NO_LISTING_CHANGES: ListingCounts = { fetched: 0, upserted: 0, skipped: 0, removed: 0 };

/** Two sets of counts added up. */
export function addCounts(a: ListingCounts, b: ListingCounts): ListingCounts {
  return {
    fetched: a.fetched + b.fetched,
    upserted: a.upserted + b.upserted,
    skipped: a.skipped + b.skipped,
    removed: a.removed + b.removed,
  };
}

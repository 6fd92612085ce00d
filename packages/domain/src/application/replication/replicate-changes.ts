import type { ListingStore } from '../../listing/listing-store.port.ts';
import type { Listing, StandardStatus } from '../../listing/listing.ts';
import type { ListingSource } from '../../listing/listing-source.port.ts';
import type { FloodZoneFiller } from '../../listing/florida/fill-flood-zones.ts';
import type { ListingHistoryStore } from '../../listing/history/listing-history.port.ts';
import { applyListingPage } from './apply-listing-page.ts';
import type { ReplicationState } from '../../listing/replication-state.port.ts';
import { addCounts, NO_LISTING_CHANGES, type ListingCounts } from './replication-report.ts';

/** What the changes pass reads and writes. */
export interface ChangesPassDeps {
  readonly source: ListingSource;
  readonly store: ListingStore;
  readonly state: ReplicationState;
  /** Keys of records the upstream sent invalid, kept across runs. */
  readonly invalidKeys: Set<string>;
  /** Where price and status changes are recorded; none when absent. */
  readonly history?: ListingHistoryStore;
  readonly floodZones?: FloodZoneFiller;
}

/**
 * Copies every listing modified after `since` (all of them when null) into the store, oldest
 * change first, and moves the high-water mark forward as it goes: after each page to the newest
 * instant that page has fully covered, so a run that fails half way resumes there; at the end to
 * the newest modification seen. `overlapMs` asks from that much before `since`, catching changes
 * the upstream committed late with an earlier timestamp (upserts make a second copy harmless).
 * Instants are compared as UTC ISO 8601 strings, so `since` is normalised to that form first.
 */
export async function replicateChanges(
  deps: ChangesPassDeps,
  since: string | null,
  shown: readonly StandardStatus[],
  overlapMs: number,
): Promise<{ counts: ListingCounts; highWaterMark: string | null }> {
  let counts = NO_LISTING_CHANGES;
  let mark = since === null ? null : new Date(since).toISOString();
  let newest = null as string | null;
  const from = mark === null ? null : new Date(Date.parse(mark) - overlapMs).toISOString();
  await deps.source.fetchModifiedSince(from, shown, async (page) => {
    counts = addCounts(
      counts,
      await applyListingPage(deps.store, page, shown, deps.invalidKeys, deps.history, deps.floodZones),
    );
    newest = latest(newest, ...page.items.map((listing) => listing.ModificationTimestamp));
    const covered = coveredUpTo(page.items);
    if (covered !== null && (mark === null || covered > mark)) {
      mark = covered;
      await deps.state.set(mark);
    }
  });
  if (newest !== null && (mark === null || newest > mark)) {
    mark = newest;
    await deps.state.set(mark);
  }
  return { counts, highWaterMark: mark };
}

/**
 * The newest modification instant a page (in ascending order) has certainly delivered every
 * listing of: the newest one strictly before its last listing's, whose ties may continue on the next page.
 */
function coveredUpTo(items: readonly Listing[]): string | null {
  const last = items.at(-1)?.ModificationTimestamp;
  if (last === undefined) return null;
  return latest(null, ...items.map((listing) => listing.ModificationTimestamp).filter((instant) => instant < last));
}

/** The latest of ISO 8601 UTC instants (they compare as strings), or `start` when there are none. */
function latest(start: string | null, ...instants: readonly string[]): string | null {
  return instants.reduce<string | null>((max, instant) => (max === null || instant > max ? instant : max), start);
}

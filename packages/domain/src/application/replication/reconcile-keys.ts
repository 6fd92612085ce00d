import type { ListingStore } from '../../listing/listing-store.port.ts';
import { STANDARD_STATUSES, type StandardStatus } from '../../listing/listing.ts';
import { recordListingChanges } from '../../listing/history/record-listing-changes.ts';
import type { ListingSource } from '../../listing/listing-source.port.ts';
import type { Logger } from '../../shared/logger.port.ts';
import type { FloodZoneFiller } from '../../listing/florida/fill-flood-zones.ts';
import type { ListingHistoryStore } from '../../listing/history/listing-history.port.ts';
import { applyListingPage } from './apply-listing-page.ts';
import { addCounts, NO_LISTING_CHANGES, type ListingCounts } from './replication-report.ts';

/** What the key reconciliation reads and writes. */
export interface ReconcileDeps {
  readonly source: ListingSource;
  readonly store: ListingStore;
  readonly logger: Logger;
  /** Keys of records the upstream sent invalid: not fetched again until they change. */
  readonly invalidKeys: Set<string>;
  /** Where price and status changes are recorded; none when absent. */
  readonly history?: ListingHistoryStore;
  readonly floodZones?: FloodZoneFiller;
}

/**
 * Makes the store hold exactly the keys the upstream lists in a shown status. The upstream does
 * not signal deletions, so keys it no longer lists (deleted, or now withdrawn, expired, ...) are
 * removed; keys it lists that the store lacks (missed by an earlier run) are fetched by key,
 * unless their record was invalid when last seen.
 * An upstream answering no key at all while the store holds listings is taken for a fault, not
 * an empty market: nothing is removed then. With a history store, the keys about to go are first
 * asked for in the statuses not shown, so history records why they left (withdrawn, expired, ...).
 */
export async function reconcileKeys(
  deps: ReconcileDeps,
  shown: readonly StandardStatus[],
): Promise<{ counts: ListingCounts; backfilled: number }> {
  const upstream = new Set(await deps.source.fetchKeys(shown));
  const stored = await deps.store.listKeys();
  if (upstream.size === 0 && stored.length > 0) {
    deps.logger.warn('Trestle listed no listing keys at all; reconciliation left the store as it is', {
      stored: stored.length,
    });
    return { counts: NO_LISTING_CHANGES, backfilled: 0 };
  }
  const gone = stored.filter((key) => !upstream.has(key));
  const { history } = deps;
  if (history !== undefined && gone.length > 0)
    await deps.source.fetchByKeys(
      gone,
      STANDARD_STATUSES.filter((status) => !shown.includes(status)),
      async (page) => void (await recordListingChanges(history, page.items)),
    );
  const removed = gone.length > 0 ? await deps.store.removeMany(gone) : 0;
  const held = new Set(stored);
  const missing = [...upstream].filter((key) => !held.has(key) && !deps.invalidKeys.has(key));
  let backfill = NO_LISTING_CHANGES;
  if (missing.length > 0)
    await deps.source.fetchByKeys(missing, shown, async (page) => {
      backfill = addCounts(
        backfill,
        await applyListingPage(deps.store, page, shown, deps.invalidKeys, deps.history, deps.floodZones),
      );
    });
  return { counts: addCounts(backfill, { ...NO_LISTING_CHANGES, removed }), backfilled: backfill.upserted };
}

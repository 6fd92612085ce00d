import type { ListingStore } from '../../listing/listing-store.port.ts';
import { PUBLIC_STATUSES, type StandardStatus } from '../../listing/listing.ts';
import type { OpenHouseStore } from '../../open-house/open-house.ts';
import type { Clock } from '../../shared/clock.port.ts';
import type { ListingSource } from '../../listing/listing-source.port.ts';
import type { Logger } from '../../shared/logger.port.ts';
import { reconcileKeys } from './reconcile-keys.ts';
import { replicateChanges } from './replicate-changes.ts';
import type { ReplicationReport } from './replication-report.ts';
import type { ReplicationState } from '../../listing/replication-state.port.ts';
import { syncOpenHouses } from './sync-open-houses.ts';
import type { FloodZoneFiller } from '../../listing/florida/fill-flood-zones.ts';
import type { ListingHistoryStore, ListingSyncLog } from '../../listing/history/listing-history.port.ts';

/** What the replication job is built from. */
export interface ListingReplicationDeps {
  readonly source: ListingSource;
  readonly store: ListingStore;
  /** When given, upcoming open houses are replicated too. */
  readonly openHouses?: OpenHouseStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly state: ReplicationState;
  /** The statuses kept in the store; the public ones by default (Closed included: hide it at query time if the licence
   * says so). */
  readonly statuses?: readonly StandardStatus[];
  /** How far before the high-water mark an incremental run asks from; one minute by default. */
  readonly overlapMs?: number;
  /** When given, every price and status change the runs observe is recorded there (listing history). */
  readonly history?: ListingHistoryStore;
  /** When given, the end of each successful run is recorded there (the pages' "data as of"). */
  readonly syncLog?: ListingSyncLog;
  /** When given, shown listings without a flood zone from the MLS get one from it (FEMA's NFHL). */
  readonly floodZones?: FloodZoneFiller;
}

/** Replicates the upstream listings into the local store. */
export interface ListingReplication {
  /** One run; a call while a run is under way joins that run instead of starting another. */
  runOnce(): Promise<ReplicationReport>;
}

/**
 * The replication job: a full load on the first run (no high-water mark, or an empty store),
 * then changes since the high-water mark; each run then reconciles keys with the upstream
 * and, with an open-house store, replaces the upcoming open houses. With a history store, the price
 * and status changes it observes are recorded; with a sync log, the end of each successful run.
 */
export function createListingReplication(deps: ListingReplicationDeps): ListingReplication {
  const shown = deps.statuses ?? PUBLIC_STATUSES;
  const overlapMs = deps.overlapMs ?? 60_000;
  const invalidKeys = new Set<string>();
  let running: Promise<ReplicationReport> | null = null;

  async function run(): Promise<ReplicationReport> {
    const startedAt = deps.clock.now();
    const since = (await deps.store.freshness()).count === 0 ? null : await deps.state.get();
    const changes = await replicateChanges({ ...deps, invalidKeys }, since, shown, overlapMs);
    const reconciled = await reconcileKeys({ ...deps, invalidKeys }, shown);
    const openHouses =
      deps.openHouses === undefined
        ? null
        : await syncOpenHouses({ ...deps, listings: deps.store, openHouses: deps.openHouses });
    const report: ReplicationReport = {
      mode: since === null ? 'full' : 'incremental',
      since,
      highWaterMark: changes.highWaterMark,
      fetched: changes.counts.fetched + reconciled.counts.fetched,
      upserted: changes.counts.upserted + reconciled.counts.upserted,
      skipped: changes.counts.skipped + reconciled.counts.skipped,
      removed: changes.counts.removed + reconciled.counts.removed,
      backfilled: reconciled.backfilled,
      openHouses,
      durationMs: deps.clock.now() - startedAt,
    };
    await deps.syncLog?.recordSync(new Date(deps.clock.now()).toISOString());
    deps.logger.info('Listing replication finished', { ...report });
    return report;
  }

  return {
    runOnce() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

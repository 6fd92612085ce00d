import {
  PostgresDemoMls,
  PostgresListingHistory,
  PostgresListingSyncLog,
  PostgresReplicationState,
  demoListingsInUse,
  type Database,
} from '@app/adapters-postgres';
import {
  createSimulatedFeed,
  type Clock,
  type ListingStore,
  type OpenHouseStore,
  type StandardStatus,
} from '@app/domain';
import type { ServerConfig } from '../config/config.ts';
import { domainLogger } from '../logging/logger.ts';
import { startDemoRefresh } from './demo-refresh.ts';
import { scheduleReplication, type BackgroundJob } from './listing-replication.ts';

/** The sync_state row of the demo feed's replication (its high-water mark). */
const DEMO_FEED_STATE_NAME = 'demo-mls.property';
/** The statuses the seed writes, so the replica stays what it was seeded as (withdrawn and expired homes included). */
const DEMO_STATUSES: readonly StandardStatus[] = [
  'Active',
  'Active Under Contract',
  'Coming Soon',
  'Pending',
  'Closed',
  'Withdrawn',
  'Expired',
  'Canceled',
];
/** Listings changed in one run from which PGlite's statistics are brought up to date (VACUUM ANALYZE). */
const VACUUM_AFTER_CHANGES = 500;

/**
 * The live demo feed (issue 14, ADR 0026): on a database holding the seeded demo listings, a batch
 * of the simulated MLS every `minutes`, copied by the real replication (history, open houses and
 * the last sync time included); a run that changed data drops the public caches. A database
 * without the demo listings keeps the old hourly demo refresh (which leaves real data alone).
 */
export async function startDemoFeed(
  feed: NonNullable<ServerConfig['demoFeed']>,
  deps: {
    database: Database;
    listings: ListingStore;
    openHouses: OpenHouseStore;
    clock: Clock;
    publicDataChanged: () => void;
    /** Runs after each replication run, under the same lock (the listing alerts, ADR 0031). */
    afterReplication?: () => Promise<void>;
  },
): Promise<BackgroundJob> {
  if (!(await demoListingsInUse(deps.database)))
    return startDemoRefresh({ database: deps.database, clock: deps.clock, changed: deps.publicDataChanged });
  const replication = createSimulatedFeed({
    source: new PostgresDemoMls(deps.database, { speed: feed.speed }),
    store: deps.listings,
    openHouses: deps.openHouses,
    history: new PostgresListingHistory(deps.database),
    syncLog: new PostgresListingSyncLog(deps.database),
    state: new PostgresReplicationState(deps.database, DEMO_FEED_STATE_NAME),
    clock: deps.clock,
    logger: domainLogger(),
    statuses: DEMO_STATUSES,
  });
  return scheduleReplication(replication, deps, {
    intervalMs: feed.minutes * 60_000,
    vacuumAfter: VACUUM_AFTER_CHANGES,
    describe: (report) =>
      `Demo feed: ${report.upserted} listings upserted, ${report.removed} removed in ${report.durationMs} ms`,
  });
}

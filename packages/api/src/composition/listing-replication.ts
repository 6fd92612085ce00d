import { readFile } from 'node:fs/promises';
import {
  createFloodZoneFiller,
  createListingReplication,
  startReplicationSchedule,
  type Clock,
  type ListingStore,
  type OpenHouseStore,
  type ReplicationReport,
  type ScheduleTimers,
} from '@app/domain';
import {
  PostgresFloodZoneCache,
  PostgresListingHistory,
  PostgresListingSyncLog,
  PostgresReplicationState,
  type Database,
} from '@app/adapters-postgres';
import type { ServerConfig } from '../config/config.ts';
import { appLog, domainLogger } from '../logging/logger.ts';

/** A background job the server stops before closing the database. */
export interface BackgroundJob {
  stop(): Promise<void>;
}

/** Whether a run changed what visitors see (listings, or open houses ended and removed). */
export function replicationChangedData(report: ReplicationReport): boolean {
  return report.upserted + report.removed > 0 || (report.openHouses?.removed ?? 0) > 0;
}

/** Node's timers, unref'd so a pending run never keeps a stopping process alive. */
const nodeTimers: ScheduleTimers = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** What every scheduled replication does besides replicating. */
export interface ReplicationRunDeps {
  readonly database: Database;
  readonly publicDataChanged: () => void;
  /** Runs after each replication run, under the same lock (the listing alerts, ADR 0031). */
  readonly afterReplication?: () => Promise<void>;
}

/**
 * Runs a replication every `intervalMs` (first run at once). After each run: its log line; on PGlite, which has no
 * autovacuum, VACUUM ANALYZE once a run changed at least `vacuumAfter` listings, so search plans stay fast; the
 * public caches dropped when visitors' data changed; then the after-replication work.
 */
export function scheduleReplication(
  replication: { runOnce(): Promise<ReplicationReport> },
  deps: ReplicationRunDeps,
  options: { intervalMs: number; vacuumAfter: number; describe: (report: ReplicationReport) => string },
): BackgroundJob {
  const schedule = startReplicationSchedule({
    replication: {
      runOnce: async () => {
        const report = await replication.runOnce();
        appLog().info(options.describe(report));
        if (deps.database.kind === 'pglite' && report.upserted + report.removed >= options.vacuumAfter)
          await deps.database.exec('vacuum analyze listings');
        if (replicationChangedData(report)) deps.publicDataChanged();
        await deps.afterReplication?.();
        return report;
      },
    },
    intervalMs: options.intervalMs,
    logger: domainLogger(),
    timers: nodeTimers,
  });
  return { stop: () => schedule.stop() };
}

/** A JSON file's value; a missing or malformed file stops the start with a message naming it. */
async function readJsonFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`TRESTLE_LOCAL_FIELDS_FILE ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The sync_state row of the Trestle Property replication. */
const TRESTLE_STATE_NAME = 'trestle.property';

/**
 * Starts replicating CoreLogic Trestle into our listing store on a schedule (first run at once).
 * The adapter is loaded only when Trestle is configured. On PGlite, which has no autovacuum,
 * each run that changed listings is followed by VACUUM ANALYZE so search plans stay fast. Each run records the
 * price and status changes it sees (listing history) and its end (the pages' "data as of"); a run that changed
 * data drops the public caches.
 */
export async function startListingReplication(
  trestle: NonNullable<ServerConfig['trestle']>,
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
  const reso = await import('@app/adapters-reso');
  const source = reso.createTrestleListingSource({
    baseUrl: trestle.baseUrl,
    clientId: trestle.clientId,
    clientSecret: trestle.clientSecret,
    logger: domainLogger(),
    ...(trestle.localFieldsFile === undefined
      ? {}
      : { localFields: reso.parseLocalFieldTable(await readJsonFile(trestle.localFieldsFile)) }),
  });
  const replication = createListingReplication({
    source,
    store: deps.listings,
    openHouses: deps.openHouses,
    clock: deps.clock,
    logger: domainLogger(),
    state: new PostgresReplicationState(deps.database, TRESTLE_STATE_NAME),
    history: new PostgresListingHistory(deps.database),
    syncLog: new PostgresListingSyncLog(deps.database),
    ...(trestle.floodZonesUrl === undefined
      ? {}
      : {
          floodZones: createFloodZoneFiller({
            source: new reso.NfhlFloodZoneSource({
              url: trestle.floodZonesUrl,
              fetch: (input, init) => fetch(input, init),
              sleep: reso.realSleep,
              now: () => deps.clock.now(),
              logger: domainLogger(),
            }),
            cache: new PostgresFloodZoneCache(deps.database),
            clock: deps.clock,
            logger: domainLogger(),
          }),
        }),
  });
  return scheduleReplication(replication, deps, {
    intervalMs: trestle.syncMinutes * 60_000,
    vacuumAfter: 1,
    describe: (report) =>
      `Listing replication (${report.mode}): ${report.upserted} upserted, ${report.removed} removed, ${report.skipped} skipped in ${report.durationMs} ms`,
  });
}

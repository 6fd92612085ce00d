import type { Database } from '@app/adapters-postgres';
import { startExclusiveJob, type Clock, type ExclusiveLock, type ListingStore, type OpenHouseStore } from '@app/domain';
import type { ServerConfig } from '../config/config.ts';
import { startDemoFeed } from './demo-feed.ts';
import { startDemoRefresh } from './demo-refresh.ts';
import { startListingReplication, type BackgroundJob } from './listing-replication.ts';

/** The lock the scheduled jobs run under: one process of those sharing a database runs them. */
export const SCHEDULED_JOBS_LOCK = 'scheduled-jobs';
/** How often a process that does not run the scheduled jobs asks for their lock again. */
export const SCHEDULED_JOBS_RETRY_MS = 5_000;

/** Node's timers, unref'd so a pending retry never keeps a stopping process alive. */
const nodeTimers = {
  set: (callback: () => void, ms: number) => setTimeout(callback, ms).unref(),
  clear: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
};

/** The listing feed of this configuration: Trestle, the live demo feed, or the demo data's hourly refresh. */
function startFeed(
  feeds: Pick<ServerConfig, 'trestle' | 'demoFeed'>,
  deps: Parameters<typeof startScheduledJobs>[1],
): BackgroundJob | Promise<BackgroundJob> {
  if (feeds.trestle !== undefined) return startListingReplication(feeds.trestle, deps);
  if (feeds.demoFeed !== undefined) return startDemoFeed(feeds.demoFeed, deps);
  return startDemoRefresh({ database: deps.database, clock: deps.clock, changed: deps.publicDataChanged });
}

/**
 * Starts the scheduled jobs on whichever process holds their lock (ADR 0022): the listing
 * replication when Trestle is configured, otherwise the live demo feed (or, with DEMO_FEED_MINUTES=0, the demo
 * data's hourly open-house refresh), and the upkeep (the mail outbox pruning). The other processes
 * ask again every `retryMs` and take over when the holder dies.
 */
export function startScheduledJobs(
  feeds: Pick<ServerConfig, 'trestle' | 'demoFeed'>,
  deps: {
    database: Database;
    listings: ListingStore;
    openHouses: OpenHouseStore;
    clock: Clock;
    lock: ExclusiveLock;
    publicDataChanged: () => void;
    /** Runs after each replication run, under the same lock (the listing alerts, ADR 0031). */
    afterReplication?: () => Promise<void>;
    /** Jobs started beside the feed under the same lock (the newsletter's monthly schedule, ADR 0032; the mail
     * outbox pruning, ADR 0033). */
    alongside?: readonly (() => BackgroundJob)[];
  },
  retryMs = SCHEDULED_JOBS_RETRY_MS,
): BackgroundJob {
  return startExclusiveJob({
    lock: deps.lock,
    name: SCHEDULED_JOBS_LOCK,
    retryMs,
    timers: nodeTimers,
    logger: console,
    start: async () => {
      const beside = (deps.alongside ?? []).map((start) => start());
      const feed = await startFeed(feeds, deps);
      return {
        stop: async () => {
          await Promise.all(beside.map((job) => job.stop()));
          await feed.stop();
        },
      };
    },
  });
}

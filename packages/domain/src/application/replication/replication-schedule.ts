import { errorMessageOr } from '../../errors/error-messages.ts';
import type { Logger } from '../../shared/logger.port.ts';
import type { ListingReplication } from './listing-replication.ts';
import type { ReplicationReport } from './replication-report.ts';

/** The timer functions the schedule uses; injected so tests fire them by hand. */
export interface ScheduleTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** What the schedule is built from. */
export interface ReplicationScheduleOptions {
  readonly replication: ListingReplication;
  /** The pause between the end of one run and the start of the next. */
  readonly intervalMs: number;
  readonly logger: Logger;
  /** The platform's timers (the API passes Node's, unref'd). */
  readonly timers: ScheduleTimers;
  /** Run at once (the default) or only after the first interval. */
  readonly runImmediately?: boolean;
}

/** A running schedule. */
export interface ReplicationSchedule {
  /** Starts a run now unless one is under way, and answers that run's report (null if it failed or the schedule
   * stopped). */
  runNow(): Promise<ReplicationReport | null>;
  /** Stops scheduling and waits for a run under way to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the replication again and again, `intervalMs` after each run ends, so two runs never
 * overlap. A failed run is logged and the next one is still scheduled.
 */
export function startReplicationSchedule(options: ReplicationScheduleOptions): ReplicationSchedule {
  const { timers } = options;
  let timer: unknown = null;
  let current: Promise<ReplicationReport | null> | null = null;
  let stopped = false;

  function tick(): Promise<ReplicationReport | null> {
    if (timer !== null) timers.clear(timer);
    timer = null;
    current = options.replication.runOnce().then(
      (report) => report,
      (error: unknown) => {
        options.logger.error('Listing replication failed', { error: errorMessageOr(error, 'unknown error') });
        return null;
      },
    );
    const finished = current;
    void finished.then(() => {
      current = null;
      if (!stopped) timer = timers.set(() => void tick(), options.intervalMs);
    });
    return finished;
  }

  if (options.runImmediately ?? true) void tick();
  else timer = timers.set(() => void tick(), options.intervalMs);

  return {
    runNow: () => (stopped ? Promise.resolve(null) : (current ?? tick())),
    async stop() {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
      await current;
    },
  };
}

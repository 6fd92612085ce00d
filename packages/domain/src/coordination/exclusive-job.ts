import { errorMessageOr } from '../errors/error-messages.ts';
import type { ScheduleTimers } from '../application/replication/replication-schedule.ts';
import type { Logger } from '../shared/logger.port.ts';
import type { ExclusiveLock, HeldLock } from './exclusive-lock.port.ts';

/** Work that runs while its lock is held, such as a replication schedule. */
export interface RunningWork {
  stop(): Promise<void>;
}

/** What an exclusive job is built from. */
export interface ExclusiveJobOptions {
  readonly lock: ExclusiveLock;
  /** The lock's name: every process running the same job uses the same name. */
  readonly name: string;
  /** How long a process that could not take the lock waits before trying again. */
  readonly retryMs: number;
  readonly timers: ScheduleTimers;
  readonly logger: Logger;
  /** Starts the work once the lock is held. */
  start(): RunningWork | Promise<RunningWork>;
}

/** A job that runs on one process at a time. */
export interface ExclusiveJob {
  /** Whether this process runs the work now. */
  isRunning(): boolean;
  /** Stops trying, stops the work if it runs here and gives the lock up. */
  stop(): Promise<void>;
}

/**
 * Runs work on one process at a time: every process calls this with the same lock name; the one
 * that takes the lock starts the work, the others try again every `retryMs`. When the holder loses
 * the lock (its process died, so its connection closed; or the connection broke) the holder stops
 * its work and goes back to trying, and another process takes over at its next try.
 */
export function startExclusiveJob(options: ExclusiveJobOptions): ExclusiveJob {
  const { timers, logger } = options;
  let stopped = false;
  let timer: unknown = null;
  let held: HeldLock | null = null;
  let work: RunningWork | null = null;
  let attempt: Promise<void> | null = null;

  const retryLater = () => {
    if (!stopped) timer = timers.set(() => void tryToRun(), options.retryMs);
  };

  const stopWork = async () => {
    const running = work;
    work = null;
    if (running !== null) await running.stop();
  };

  const onLost = async (lock: HeldLock) => {
    if (stopped || held !== lock) return;
    held = null;
    logger.warn(`Lost the "${options.name}" lock: stopping its work here, another server takes over`);
    await stopWork().catch((error: unknown) =>
      logger.error(`Stopping "${options.name}" failed`, { error: errorMessageOr(error, 'unknown error') }),
    );
    retryLater();
  };

  const acquireAndStart = async () => {
    timer = null;
    let lock: HeldLock | null;
    try {
      lock = await options.lock.tryAcquire(options.name);
    } catch (error) {
      logger.warn(`Could not ask for the "${options.name}" lock`, { error: errorMessageOr(error, 'unknown error') });
      return retryLater();
    }
    if (lock === null) return retryLater();
    if (stopped) return void (await lock.release());
    held = lock;
    logger.info(`Took the "${options.name}" lock: running its work on this server`);
    try {
      work = await options.start();
    } catch (error) {
      logger.error(`Starting "${options.name}" failed`, { error: errorMessageOr(error, 'unknown error') });
      held = null;
      await lock.release();
      return retryLater();
    }
    void lock.lost.then(() => onLost(lock));
  };

  const tryToRun = (): Promise<void> => {
    if (stopped || attempt !== null) return attempt ?? Promise.resolve();
    attempt = acquireAndStart().finally(() => (attempt = null));
    return attempt;
  };

  void tryToRun();
  return {
    isRunning: () => work !== null,
    async stop() {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
      await attempt;
      await stopWork();
      const lock = held;
      held = null;
      await lock?.release();
    },
  };
}

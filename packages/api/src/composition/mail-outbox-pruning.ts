import { PostgresMailQueue, type Database } from '@app/adapters-postgres';
import { pruneMailOutbox, type Clock } from '@app/domain';
import { appLog, logRecovered } from '../logging/logger.ts';
import type { BackgroundJob } from './listing-replication.ts';

/** How often the outbox is pruned (the first time at once). */
export const MAIL_OUTBOX_PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * The scheduled pruning of the mail outbox (ADR 0033): every hour, under the scheduled-jobs lock (so one server of
 * several deletes), the mail delivered more than `retentionDays` ago; mail waiting, being tried or given up stays. A
 * failed prune is logged and tried again an hour later.
 */
export function startMailOutboxPruning(
  deps: { database: Database; clock: Clock; retentionDays: number },
  intervalMs = MAIL_OUTBOX_PRUNE_INTERVAL_MS,
): BackgroundJob {
  const queue = new PostgresMailQueue(deps.database);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  const run = (): void => {
    current = pruneMailOutbox({ queue, clock: deps.clock, retentionDays: deps.retentionDays }).then(
      (pruned) => {
        if (pruned > 0)
          appLog().info(`Mail outbox: ${pruned} delivered mails older than ${deps.retentionDays} days deleted`);
      },
      (error: unknown) => logRecovered('The mail outbox could not be pruned (tried again later):', error),
    );
    void current.then(() => {
      if (!stopped) timer = setTimeout(run, intervalMs).unref();
    });
  };
  run();
  return {
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await current;
    },
  };
}

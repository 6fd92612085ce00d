import type { Clock } from '../shared/clock.port.ts';
import type { MailQueue } from './mail-queue.port.ts';

/** How many days delivered mail stays in the outbox when MAIL_OUTBOX_RETENTION_DAYS is not set. */
export const DEFAULT_MAIL_RETENTION_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Deletes the mail delivered more than `retentionDays` ago (sent, or only kept in the outbox), so the outbox does not
 * grow forever; mail waiting, being tried or given up stays for an operator to see. Answers how many were deleted.
 */
export function pruneMailOutbox(deps: {
  readonly queue: Pick<MailQueue, 'pruneDelivered'>;
  readonly clock: Clock;
  readonly retentionDays: number;
}): Promise<number> {
  return deps.queue.pruneDelivered(deps.clock.now() - deps.retentionDays * DAY_MS);
}

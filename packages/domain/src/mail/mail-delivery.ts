import type { Clock } from '../shared/clock.port.ts';
import type { ClaimedMail, MailQueue } from './mail-queue.port.ts';
import { afterFailedTry, type MailRetryPolicy } from './mail-retry.ts';
import type { MailTransport } from './mail-transport.port.ts';

/** Where the delivery worker says how each try went (the server logs the failures). */
export interface MailDeliveryReport {
  sent(mail: ClaimedMail): void;
  retrying(mail: ClaimedMail, error: unknown, retryAtMs: number): void;
  gaveUp(mail: ClaimedMail, error: unknown): void;
}

/** What a delivery pass works with. */
export interface MailDeliveryDeps {
  readonly queue: MailQueue;
  readonly transport: MailTransport;
  readonly clock: Clock;
  readonly policy: MailRetryPolicy;
  /** A number in [0, 1) for the back-off's jitter. */
  readonly random: () => number;
  readonly report: MailDeliveryReport;
  /** How many mails one claim takes (10 unless set). */
  readonly batchSize?: number;
  /** How many claims one pass makes at most before it yields (20 unless set). */
  readonly maxBatches?: number;
}

/** The reason stored with a mail whose last try's worker died before it said how the try went. */
export const LEASE_RAN_OUT_ON_LAST_TRY = 'its last try was claimed by a process that stopped before it finished';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function deliverOne(deps: MailDeliveryDeps, mail: ClaimedMail): Promise<void> {
  const { queue, policy, report } = deps;
  if (mail.attempt > policy.maxAttempts) {
    await queue.markFailed(mail, LEASE_RAN_OUT_ON_LAST_TRY);
    report.gaveUp(mail, new Error(LEASE_RAN_OUT_ON_LAST_TRY));
    return;
  }
  try {
    await deps.transport.deliver(mail.message);
  } catch (error) {
    const next = afterFailedTry(mail.attempt, policy, deps.clock.now(), deps.random());
    if (next.giveUp) {
      await queue.markFailed(mail, reasonOf(error));
      report.gaveUp(mail, error);
    } else {
      await queue.retryAt(mail, next.retryAtMs, reasonOf(error));
      report.retrying(mail, error, next.retryAtMs);
    }
    return;
  }
  await queue.markSent(mail, deps.clock.now());
  report.sent(mail);
}

/**
 * One pass of the delivery worker: claims the due mails batch by batch, hands each to the transport, and marks it
 * sent, or puts it back for a later try with back-off, or gives it up after its last try. Answers how many mails it
 * handled. A mail is marked sent only after the transport accepted it, so a process dying mid-send leaves it claimed
 * until its lease runs out, then it is tried again (at-least-once).
 */
export async function deliverDueMail(deps: MailDeliveryDeps): Promise<number> {
  let handled = 0;
  for (let batch = 0; batch < (deps.maxBatches ?? 20); batch += 1) {
    const claimed = await deps.queue.claimDue(deps.clock.now(), deps.policy.leaseMs, deps.batchSize ?? 10);
    for (const mail of claimed) await deliverOne(deps, mail);
    handled += claimed.length;
    if (claimed.length < (deps.batchSize ?? 10)) break;
  }
  return handled;
}

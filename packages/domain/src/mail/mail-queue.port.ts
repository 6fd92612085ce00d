import type { MailMessage } from './mailer.port.ts';

/** A mail claimed for delivery: which try this is (1 for the first) and the mail. */
export interface ClaimedMail {
  readonly id: string;
  readonly attempt: number;
  readonly message: MailMessage;
}

/**
 * The durable queue of mail waiting for delivery (mails are put in it by the Mailer). Several workers, in several
 * processes, may claim from one queue: each mail is claimed by one of them at a time, for a lease; a mail whose
 * worker died before it said how the try went is claimed again once the lease runs out (so a mail may be delivered
 * twice, never lost: at-least-once). Times are milliseconds since the Unix epoch, from the caller's clock.
 */
export interface MailQueue {
  /** Claims up to `limit` mails, the longest due first: queued ones due by `nowMs`, and claimed ones whose lease ended
   * by `nowMs`; each is leased to the caller until `nowMs + leaseMs` and its try counted. */
  claimDue(nowMs: number, leaseMs: number, limit: number): Promise<ClaimedMail[]>;
  /** Records the delivery; ignored when the claim is no longer this one's (its lease ran out and it was claimed again).
   * */
  markSent(mail: ClaimedMail, nowMs: number): Promise<void>;
  /** Puts the mail back in the queue, due at `atMs`, with the reason its try failed. */
  retryAt(mail: ClaimedMail, atMs: number, reason: string): Promise<void>;
  /** Gives the mail up: it is never claimed again. */
  markFailed(mail: ClaimedMail, reason: string): Promise<void>;
  /**
   * Deletes the mails delivered before `beforeMs` (sent then, or only kept in the outbox and stored then) and answers
   * how many; mails waiting, being tried or given up stay, whatever their age.
   */
  pruneDelivered(beforeMs: number): Promise<number>;
}

import type { SqlExecutor } from '@app/database';
import { MAIL_CATEGORIES, type ClaimedMail, type MailCategory, type MailMessage, type MailQueue } from '@app/domain';

interface ClaimedRow {
  id: string;
  attempts: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  headers: Record<string, string> | string | null;
  category: string | null;
  seq: string | number;
  due_at: Date | string;
}

/** The most rows one delete of the pruning removes. */
const PRUNE_SLICE = 5_000;

function timeOf(value: Date | string): number {
  return new Date(value).getTime();
}

function instant(ms: number): string {
  return new Date(ms).toISOString();
}

function messageOf(row: ClaimedRow): MailMessage {
  const headers = typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers;
  const category = MAIL_CATEGORIES.find((known): known is MailCategory => known === row.category);
  return {
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    ...(row.body_html === null ? {} : { html: row.body_html }),
    ...(headers === null || Object.keys(headers).length === 0 ? {} : { headers }),
    ...(category === undefined ? {} : { category }),
  };
}

/**
 * The delivery queue on mail_outbox (migration 0024), safe for workers in several processes on one database: a
 * claim takes the due rows with `FOR UPDATE SKIP LOCKED` (a row locked by another worker's claim is skipped, not
 * waited for) and leases them in the same statement (`sending`, due again at the lease's end); a later try is fenced
 * by its try number, so a worker whose lease ran out cannot mark a row another worker claimed since. PGlite and
 * Postgres run the same SQL.
 */
export class PostgresMailQueue implements MailQueue {
  constructor(private readonly db: SqlExecutor) {}

  async claimDue(nowMs: number, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
    const { rows } = await this.db.query<ClaimedRow>(
      `with due as (
         select id, next_attempt_at, seq from mail_outbox
         where status in ('queued', 'sending') and next_attempt_at <= $1::timestamptz
         order by next_attempt_at, seq
         limit $3
         for update skip locked
       )
       update mail_outbox as mail
       set status = 'sending', attempts = mail.attempts + 1, lease_until = $2::timestamptz,
           next_attempt_at = $2::timestamptz
       from due where mail.id = due.id
       returning mail.id, mail.attempts, mail.to_address, mail.subject, mail.body_text, mail.body_html, mail.headers,
                 mail.category, due.seq, due.next_attempt_at as due_at`,
      [instant(nowMs), instant(nowMs + leaseMs), Math.max(0, Math.floor(limit))],
    );
    // An update answers its rows in no particular order: the longest due first, then the first stored.
    return rows
      .sort((a, b) => timeOf(a.due_at) - timeOf(b.due_at) || Number(a.seq) - Number(b.seq))
      .map((row) => ({ id: row.id, attempt: row.attempts, message: messageOf(row) }));
  }

  async markSent(mail: ClaimedMail, nowMs: number): Promise<void> {
    await this.finish(mail, `status = 'sent', sent_at = $3::timestamptz, lease_until = null, next_attempt_at = null`, [
      instant(nowMs),
    ]);
  }

  async retryAt(mail: ClaimedMail, atMs: number, reason: string): Promise<void> {
    await this.finish(
      mail,
      `status = 'queued', next_attempt_at = $3::timestamptz, lease_until = null, last_error = $4`,
      [instant(atMs), reason],
    );
  }

  async markFailed(mail: ClaimedMail, reason: string): Promise<void> {
    await this.finish(mail, `status = 'failed', next_attempt_at = null, lease_until = null, last_error = $3`, [reason]);
  }

  async pruneDelivered(beforeMs: number): Promise<number> {
    let pruned = 0;
    for (;;) {
      // In slices, so a first prune of a long-grown outbox holds no lock for long.
      const { rows } = await this.db.query(
        `delete from mail_outbox where id in (
           select id from mail_outbox
           where status in ('sent', 'kept') and coalesce(sent_at, created_at) < $1::timestamptz
           limit $2
         ) returning id`,
        [instant(beforeMs), PRUNE_SLICE],
      );
      pruned += rows.length;
      if (rows.length < PRUNE_SLICE) return pruned;
    }
  }

  /** Changes a row this claim still holds (still sending, at this try). */
  private async finish(mail: ClaimedMail, set: string, params: readonly unknown[]): Promise<void> {
    await this.db.query(`update mail_outbox set ${set} where id = $1 and status = 'sending' and attempts = $2`, [
      mail.id,
      mail.attempt,
      ...params,
    ]);
  }
}

/** Where one mail of the outbox is. */
export interface MailQueueState {
  readonly subject: string;
  /** Kept only (no delivery configured), waiting, being tried, delivered, given up. */
  readonly status: 'kept' | 'queued' | 'sending' | 'sent' | 'failed';
  readonly attempts: number;
  /** Why its last try failed. */
  readonly reason: string | null;
}

/** Each mail's delivery state in the order it was stored (tests and operators read it). */
export async function mailQueueStates(db: SqlExecutor): Promise<MailQueueState[]> {
  const { rows } = await db.query<{
    subject: string;
    status: MailQueueState['status'];
    attempts: number;
    last_error: string | null;
  }>('select subject, status, attempts, last_error from mail_outbox order by seq');
  return rows.map((row) => ({
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    reason: row.last_error,
  }));
}

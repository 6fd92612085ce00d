import type { Clock, ClaimedMail, MailMessage, MailQueue, Mailer } from '@app/domain';

/** Where a mail is: kept only (no delivery configured), waiting, being tried, delivered, given up. */
export type QueuedMailStatus = 'kept' | 'queued' | 'sending' | 'sent' | 'failed';
type Status = QueuedMailStatus;

interface Row {
  readonly id: string;
  readonly message: MailMessage;
  status: Status;
  attempts: number;
  dueMs: number;
  leaseUntilMs: number;
  reason: string | null;
  readonly order: number;
  readonly queuedMs: number;
  sentMs: number | null;
}

/** What a queue holds about one mail, for tests to read. */
export interface QueuedMailState {
  readonly subject: string;
  readonly status: Status;
  readonly attempts: number;
  readonly reason: string | null;
}

/** The mail queue in memory: the Mailer queues, the MailQueue hands mails out as the Postgres queue does. */
export class InMemoryMailQueue implements Mailer, MailQueue {
  private rows: Row[] = [];
  private sequence = 0;

  constructor(private readonly clock: Clock) {}

  async send(message: MailMessage): Promise<void> {
    this.sequence += 1;
    this.rows.push({
      id: `mail-${String(this.sequence)}`,
      message,
      status: 'queued',
      attempts: 0,
      dueMs: this.clock.now(),
      leaseUntilMs: 0,
      reason: null,
      order: this.sequence,
      queuedMs: this.clock.now(),
      sentMs: null,
    });
    return Promise.resolve();
  }

  async claimDue(nowMs: number, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
    const due = this.rows
      .filter(
        (row) =>
          (row.status === 'queued' && row.dueMs <= nowMs) || (row.status === 'sending' && row.leaseUntilMs <= nowMs),
      )
      .sort((a, b) => a.dueMs - b.dueMs || a.order - b.order)
      .slice(0, Math.max(0, limit));
    for (const row of due) {
      row.status = 'sending';
      row.attempts += 1;
      row.dueMs = nowMs + leaseMs;
      row.leaseUntilMs = nowMs + leaseMs;
    }
    return Promise.resolve(due.map((row) => ({ id: row.id, attempt: row.attempts, message: row.message })));
  }

  async markSent(mail: ClaimedMail, nowMs: number): Promise<void> {
    const row = this.claimed(mail);
    if (row !== undefined) Object.assign(row, { status: 'sent', sentMs: nowMs });
    return Promise.resolve();
  }

  async pruneDelivered(beforeMs: number): Promise<number> {
    const before = this.rows.length;
    this.rows = this.rows.filter(
      (row) =>
        !(
          (row.status === 'sent' && (row.sentMs ?? 0) < beforeMs) ||
          (row.status === 'kept' && row.queuedMs < beforeMs)
        ),
    );
    return Promise.resolve(before - this.rows.length);
  }

  async retryAt(mail: ClaimedMail, atMs: number, reason: string): Promise<void> {
    const row = this.claimed(mail);
    if (row !== undefined) Object.assign(row, { status: 'queued', dueMs: atMs, reason });
    return Promise.resolve();
  }

  async markFailed(mail: ClaimedMail, reason: string): Promise<void> {
    const row = this.claimed(mail);
    if (row !== undefined) Object.assign(row, { status: 'failed', reason });
    return Promise.resolve();
  }

  /** Every queued message in the order it was queued. */
  messages(): MailMessage[] {
    return this.rows.map((row) => row.message);
  }

  /** Every mail in the order it was queued. */
  async states(): Promise<QueuedMailState[]> {
    return Promise.resolve(
      this.rows.map((row) => ({
        subject: row.message.subject,
        status: row.status,
        attempts: row.attempts,
        reason: row.reason,
      })),
    );
  }

  clear(): void {
    this.rows = [];
  }

  private claimed(mail: ClaimedMail): Row | undefined {
    return this.rows.find((row) => row.id === mail.id && row.status === 'sending' && row.attempts === mail.attempt);
  }
}

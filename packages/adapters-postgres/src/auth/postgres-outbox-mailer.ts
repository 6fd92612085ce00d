import type { SqlExecutor } from '@app/database';
import type { MailMessage, Mailer } from '@app/domain';

/** How the outbox mailer stores what it is given. */
export interface OutboxMailerOptions {
  /** Queue each mail for the delivery workers (SMTP_URL is set), or only keep it (the embedded default). */
  readonly deliver: boolean;
  /** The instant a queued mail is first due, in milliseconds since the Unix epoch (the server's clock). */
  readonly nowMs?: () => number;
  /** Told after a mail was queued, so this process's worker delivers it at once. */
  readonly queued?: () => void;
}

/**
 * The Mailer on the mail_outbox table: each message is stored (text, HTML, headers, category) before `send`
 * resolves, so the caller's acknowledgement means the mail is kept. Without delivery it stays there (admins read
 * the newest invitations in the admin area); with delivery it is queued for the workers (PostgresMailQueue). The
 * server log says one was stored, to whom and about what, never its text: reset and invitation mails carry one-time
 * codes, and logs are read by more people and kept longer than an outbox.
 */
export class PostgresOutboxMailer implements Mailer {
  private readonly options: OutboxMailerOptions;

  constructor(
    private readonly db: SqlExecutor,
    private readonly log: (message: string) => void,
    options: OutboxMailerOptions = { deliver: false },
  ) {
    this.options = options;
  }

  async send(message: MailMessage): Promise<void> {
    const { deliver, nowMs = Date.now, queued } = this.options;
    await this.db.query(
      `insert into mail_outbox (to_address, subject, body_text, body_html, headers, category, status, next_attempt_at)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::timestamptz)`,
      [
        message.to,
        message.subject,
        message.text,
        message.html ?? null,
        JSON.stringify(message.headers ?? {}),
        message.category ?? null,
        deliver ? 'queued' : 'kept',
        deliver ? new Date(nowMs()).toISOString() : null,
      ],
    );
    this.log(
      `Mail to ${message.to}: ${message.subject} (${deliver ? 'queued for delivery' : 'kept in mail_outbox'}; its text is not logged)`,
    );
    if (deliver) queued?.();
  }
}

/** The newest messages of the outbox (the admin dashboard and the end-to-end tests read them). */
export async function latestOutboxMail(db: SqlExecutor, limit = 20): Promise<(MailMessage & { createdAt: string })[]> {
  const { rows } = await db.query<{
    to_address: string;
    subject: string;
    body_text: string;
    created_at: Date | string;
  }>('select to_address, subject, body_text, created_at from mail_outbox order by created_at desc limit $1', [limit]);
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

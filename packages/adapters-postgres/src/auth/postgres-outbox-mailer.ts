import type { SqlExecutor } from '@app/database';
import type { MailMessage, Mailer } from '@app/domain';

/**
 * The embedded mail transport: each message is kept in mail_outbox (admins read the newest in the admin area), and
 * the server log says one was sent, to whom and about what. Never its text: reset and invitation mails carry
 * one-time codes, and logs are read by more people and kept longer than an outbox.
 */
export class PostgresOutboxMailer implements Mailer {
  constructor(
    private readonly db: SqlExecutor,
    private readonly log: (message: string) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.query('insert into mail_outbox (to_address, subject, body_text) values ($1, $2, $3)', [
      message.to,
      message.subject,
      message.text,
    ]);
    this.log(`Mail to ${message.to}: ${message.subject} (kept in mail_outbox; its text is not logged)`);
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

import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from '@app/domain';

/** The SMTP connection as the configuration gives it. */
export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465 (TLS). */
  readonly url: string;
  /** The sender of every mail: an address, or `Name <address>`. */
  readonly from: string;
}

/** How long a connection, the server's greeting and a silent socket may take: well inside the queue's lease. */
const TIMEOUT_MS = 30_000;

/**
 * The MailTransport on SMTP (nodemailer): each mail goes from `from` to its recipient with its text part, its HTML
 * part when it has one, and its headers. Connections are pooled (a few, reused between mails); a mail the server did
 * not accept rejects with the server's answer.
 */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transporter = createTransport({
      url: settings.url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
  }

  async deliver(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      ...(message.headers === undefined ? {} : { headers: { ...message.headers } }),
    });
  }

  /** Closes the pooled connections. */
  close(): void {
    this.transporter.close();
  }
}

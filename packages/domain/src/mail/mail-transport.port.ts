import type { MailMessage } from './mailer.port.ts';

/** Hands a mail to the outside world (an SMTP server). Rejects when the mail was not accepted. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

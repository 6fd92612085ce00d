import type { MailContent } from './mail-content.ts';

/** What a mail is for: sign-in mails, listing alerts, the newsletter, and new-lead notices to the team. */
export const MAIL_CATEGORIES = ['auth', 'alert', 'newsletter', 'lead'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/**
 * An e-mail: always a plain-text part; optionally an HTML part, extra headers (such as `List-Unsubscribe` and
 * `List-Unsubscribe-Post`), its category, and its content as the templates lay it out (a mailer that renders
 * templates makes `html` and `text` from `content`).
 */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly category?: MailCategory;
  readonly content?: MailContent;
}

/** Sends email (the embedded default keeps it in an outbox table and the server log). */
export interface Mailer {
  /** Resolves once the message is stored (queued for delivery when a transport is configured). */
  send(message: MailMessage): Promise<void>;
}

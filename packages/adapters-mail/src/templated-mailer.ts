import type { MailMessage, Mailer } from '@app/domain';
import type { MailBrand } from './templates/mail-brand.ts';
import { renderMail } from './templates/render-mail.ts';

/**
 * A Mailer that lays out the mails that carry content (sign-in mails, alerts, the newsletter) in the shared
 * templates, HTML and plain text, before handing them to the next Mailer (the queue); a mail without content, or
 * with its own HTML, passes as it is. `brand` is read for each mail (the office address may change). When the brand
 * cannot be read (no site settings yet) or the layout fails, the mail still goes, as its own plain text, and
 * `layoutFailed` is told: a reset link must not wait on the footer.
 */
export class TemplatedMailer implements Mailer {
  constructor(
    private readonly next: Mailer,
    private readonly brand: () => Promise<MailBrand>,
    private readonly layoutFailed: (error: unknown) => void = () => undefined,
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (message.content === undefined || message.html !== undefined) return this.next.send(message);
    let rendered: { html: string; text: string };
    try {
      rendered = await renderMail(message.content, await this.brand());
    } catch (error) {
      this.layoutFailed(error);
      return this.next.send(message);
    }
    await this.next.send({ ...message, ...rendered });
  }
}

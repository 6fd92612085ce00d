import type { MailMessage, MailTransport } from '@app/domain';

/** The address every test transport refuses (the test SMTP server rejects it at RCPT TO). */
export const REFUSED_MAIL_ADDRESS = 'refused@palmetto.example';

/** A MailTransport that keeps what it delivers, refuses REFUSED_MAIL_ADDRESS, and can be told to fail for a while. */
export class RecordingMailTransport implements MailTransport {
  readonly delivered: MailMessage[] = [];
  private failuresLeft = 0;

  /** The next `count` deliveries fail (a server that is down). */
  failNext(count: number): void {
    this.failuresLeft = count;
  }

  async deliver(message: MailMessage): Promise<void> {
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:587');
    }
    if (message.to.toLowerCase() === REFUSED_MAIL_ADDRESS)
      throw new Error(`550 5.1.1 Recipient address rejected: ${message.to}`);
    this.delivered.push(message);
    return Promise.resolve();
  }
}

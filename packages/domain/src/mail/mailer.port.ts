/** A plain-text email. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Sends email (the embedded default keeps it in an outbox table and the server log). */
export interface Mailer {
  /** Resolves once the message is stored or handed to the transport. */
  send(message: MailMessage): Promise<void>;
}

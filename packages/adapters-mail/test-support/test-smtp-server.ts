import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The address the test server refuses at RCPT TO (the contract's failing delivery). */
export const TEST_SMTP_REFUSED_ADDRESS = 'refused@palmetto.example';

/** A mail as the test server received and parsed it. */
export interface TestSmtpMessage {
  /** The envelope's sender (MAIL FROM) and recipients (RCPT TO). */
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  /** The From header's address. */
  readonly from: string;
  /** The To header's addresses. */
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  /** Header values as sent (unfolded), by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
  /** The user name it signed in with, when it did. */
  readonly user: string | null;
}

/** A running test SMTP server. */
export interface TestSmtpServer {
  readonly port: number;
  /** An SMTP_URL for it, with the test's user name and password. */
  readonly url: string;
  /** Every mail received since the start (or the last `clear`), in order. */
  messages(): readonly TestSmtpMessage[];
  /** Waits until a received mail satisfies `match` (polling every 50 ms) and answers it; rejects after `timeoutMs`. */
  waitFor(match: (message: TestSmtpMessage) => boolean, timeoutMs?: number): Promise<TestSmtpMessage>;
  clear(): void;
  stop(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((object) => object.value.map((entry) => entry.address ?? ''));
}

/** A raw header line's value, unfolded (as sent: mailparser's parsed headers restructure List-* and address ones). */
function headerValue(line: string): string {
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/**
 * A real SMTP server on 127.0.0.1 (npm smtp-server, no TLS) for tests: it accepts any user name and password (and
 * none), refuses TEST_SMTP_REFUSED_ADDRESS, parses every mail with mailparser and keeps it. Port 0 picks a free one.
 */
export async function startTestSmtpServer(options: { readonly port?: number } = {}): Promise<TestSmtpServer> {
  let received: TestSmtpMessage[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase() === TEST_SMTP_REFUSED_ADDRESS)
        callback(Object.assign(new Error('5.1.1 Recipient address rejected'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            envelope: {
              from: mailFrom === false ? '' : mailFrom.address,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html === false ? null : (parsed.html ?? null),
            headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, headerValue(line)])),
            user: typeof session.user === 'string' ? session.user : null,
          });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://test-user:test-password@127.0.0.1:${String(port)}`,
    messages: () => received,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`No matching mail arrived within ${String(timeoutMs)} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    clear: () => {
      received = [];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

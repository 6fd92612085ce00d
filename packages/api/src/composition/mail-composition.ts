import { SmtpMailTransport, TemplatedMailer, mailBrandOf, type MailBrand } from '@app/adapters-mail';
import {
  PostgresMailQueue,
  PostgresOutboxMailer,
  PostgresSiteSettingsRepository,
  type Database,
} from '@app/adapters-postgres';
import {
  DEFAULT_MAIL_RETRY,
  startMailDelivery,
  type ClaimedMail,
  type Clock,
  type Mailer,
  type MailDeliveryWorker,
} from '@app/domain';
import type { ServerConfig } from '../config/config.ts';
import { logFailure, logRecovered, maskEmailAddresses } from '../logging/logger.ts';
import type { BackgroundJob } from './listing-replication.ts';

/** How often a delivery worker looks for due mail besides being woken by its own process's mails. */
export const MAIL_DELIVERY_INTERVAL_MS = 5_000;

/** The mailer every use case sends with, and the delivery worker to stop with the server (none without SMTP_URL). */
export interface MailComposition {
  readonly mailer: Mailer;
  readonly delivery: BackgroundJob | null;
  /** The brand the templates lay mails out with (the newsletter's preview renders with it too). */
  readonly brand: () => Promise<MailBrand>;
}

/** Node's timers, unref'd so a pending tick never keeps a stopping process alive. */
const nodeTimers = {
  set: (callback: () => void, ms: number) => setTimeout(callback, ms).unref(),
  clear: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
};

/** A failure's reason with the addresses masked (an SMTP server's answer may quote the recipient). */
function reasonOf(error: unknown): string {
  return maskEmailAddresses(error instanceof Error ? error.message : String(error));
}

function named(mail: ClaimedMail): string {
  return `Mail ${mail.id} (${mail.message.subject})`;
}

/**
 * Mail as the configuration asks (ADR 0027): every mail is laid out in the templates (the brand from the site
 * settings) and stored in mail_outbox before `send` resolves. With SMTP_URL it is queued, and this process runs a
 * delivery worker over SMTP (each server runs one; the queue hands each mail to one of them); without it the mail is
 * kept there and named in the log, as before.
 */
export function composeMail(
  config: ServerConfig,
  database: Database,
  clock: Clock,
  log: (line: string) => void,
): MailComposition {
  let worker: MailDeliveryWorker | null = null;
  const outbox = new PostgresOutboxMailer(database, log, {
    deliver: config.mail !== undefined,
    nowMs: () => clock.now(),
    queued: () => worker?.wake(),
  });
  const settings = new PostgresSiteSettingsRepository(database);
  const brand = async () => mailBrandOf(await settings.get(), config.siteUrl);
  const mailer = new TemplatedMailer(outbox, brand, (error) =>
    logRecovered('A mail could not be laid out in its template; it goes as plain text:', error),
  );
  if (config.mail === undefined) return { mailer, delivery: null, brand };

  const transport = new SmtpMailTransport({ url: config.mail.smtpUrl, from: config.mail.from });
  const policy = DEFAULT_MAIL_RETRY;
  worker = startMailDelivery({
    queue: new PostgresMailQueue(database),
    transport,
    clock,
    policy,
    random: Math.random,
    timers: nodeTimers,
    intervalMs: MAIL_DELIVERY_INTERVAL_MS,
    report: {
      sent: (mail) => log(`${named(mail)} delivered on try ${String(mail.attempt)}`),
      retrying: (mail, error, retryAtMs) =>
        logRecovered(
          `${named(mail)} failed on try ${String(mail.attempt)} of ${String(policy.maxAttempts)}; next try at ${new Date(retryAtMs).toISOString()}:`,
          reasonOf(error),
        ),
      gaveUp: (mail, error) =>
        logFailure(`${named(mail)} given up after ${String(mail.attempt)} tries (marked failed):`, reasonOf(error)),
    },
    passFailed: (error) => logRecovered('A mail delivery pass failed; the next one runs on schedule:', error),
  });
  const running = worker;
  return {
    mailer,
    brand,
    delivery: {
      stop: async () => {
        await running.stop();
        transport.close();
      },
    },
  };
}

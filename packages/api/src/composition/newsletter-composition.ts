import { createHash, randomBytes } from 'node:crypto';
import { renderMail, type MailBrand } from '@app/adapters-mail';
import { PostgresNewsletterSubscribers, type Database } from '@app/adapters-postgres';
import {
  LOCAL_TIME_ZONE,
  createConfirmNewsletter,
  createMarketUpdates,
  createNewsletterSignUp,
  createNewsletterUnsubscribe,
  marketCityNames,
  type AppServices,
  type Clock,
  type Mailer,
  type MarketDataSource,
  type NewsletterSubscriber,
} from '@app/domain';
import type { NewsletterHttpDeps } from '../http/newsletter/newsletter-deps.ts';
import { appLog, logRecovered } from '../logging/logger.ts';
import type { BackgroundJob } from './listing-replication.ts';

/** How often the process holding the scheduled-jobs lock asks whether the month's update is due. */
export const MARKET_UPDATE_CHECK_MS = 15 * 60_000;

/**
 * The newsletter (issue 14 part 7, ADR 0032): sign-up with double opt-in, the confirmation and unsubscribe links, the
 * admin's preview and "send now", and the monthly schedule the scheduled jobs start under their lock. Addresses live
 * in the server's own database (migration 0030), whatever serves sign-in.
 */
export function composeNewsletter(deps: {
  database: Database;
  mailer: Mailer;
  brand: () => Promise<MailBrand>;
  clock: Clock;
  siteUrl: string;
  marketData: MarketDataSource;
  marketActivity: AppServices['marketActivity'];
  /** Told of each address confirmed for the first time: the lead intake. */
  confirmedSignUp?: (subscriber: NewsletterSubscriber) => Promise<void>;
}) {
  const subscribers = new PostgresNewsletterSubscribers(deps.database);
  const base = {
    subscribers,
    mailer: deps.mailer,
    clock: deps.clock,
    siteUrl: deps.siteUrl,
    newToken: () => randomBytes(32).toString('base64url'),
    hashToken: (token: string) => createHash('sha256').update(token).digest('hex'),
    cities: async () => marketCityNames(await deps.marketData.cities()),
    ...(deps.confirmedSignUp === undefined ? {} : { confirmedSignUp: deps.confirmedSignUp }),
  };
  const updates = createMarketUpdates({ ...base, marketActivity: deps.marketActivity, timeZone: LOCAL_TIME_ZONE });
  const http: NewsletterHttpDeps = {
    signUp: createNewsletterSignUp(base),
    confirm: createConfirmNewsletter(base),
    unsubscribe: createNewsletterUnsubscribe(base),
    cities: base.cities,
    subscribers: () => subscribers.confirmed(),
    preview: async (city) => {
      const mail = await updates.preview(city);
      const rendered = mail.content === undefined ? null : await renderMail(mail.content, await deps.brand());
      return { subject: mail.subject, html: rendered?.html ?? '', text: rendered?.text ?? mail.text };
    },
    sendNow: updates.sendNow,
  };
  const schedule = (): BackgroundJob => {
    const tick = () =>
      updates.runScheduled().then(
        (report) => {
          if (report !== null && report.mails > 0)
            appLog().info(`Market update of ${report.month}: ${String(report.mails)} mails queued`);
        },
        (error: unknown) => logRecovered('The market update could not be sent (the next check tries again):', error),
      );
    void tick();
    const timer = setInterval(() => void tick(), MARKET_UPDATE_CHECK_MS).unref();
    return { stop: async () => clearInterval(timer) };
  };
  return { http, schedule };
}

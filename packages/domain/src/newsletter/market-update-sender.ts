import type { Mailer, MailMessage } from '../mail/mailer.port.ts';
import type { MarketActivity, MarketActivityRequest } from '../market/market-activity.ts';
import type { Clock } from '../shared/clock.port.ts';
import { cityMarketUpdate, type CityMarketUpdate } from './market-update.ts';
import { marketUpdateMail } from './market-update-mail.ts';
import { marketUpdateDue, officeMonth } from './market-update-schedule.ts';
import { newsletterUnsubscribeUrl } from './newsletter-mails.ts';
import type { NewsletterSubscribers } from './newsletter-subscribers.port.ts';

/** The market page the update links to. */
export const MARKET_PAGE_PATH = '/resources/market-activity';

export interface MarketUpdateDeps {
  readonly subscribers: NewsletterSubscribers;
  readonly marketActivity: (request: MarketActivityRequest) => Promise<MarketActivity | null>;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly siteUrl: string;
  /** The office's time zone: the month an update counts for, and the schedule's hour. */
  readonly timeZone: string;
  /** The hour of the schedule (office time); MARKET_UPDATE_HOUR when absent. */
  readonly hour?: number;
}

/** What one send did: the month it counted for and how many mails were queued. */
export interface MarketUpdateReport {
  readonly month: string;
  readonly mails: number;
}

/** A mail the admin looks at before sending: the mail of an example subscriber of one city. */
export const PREVIEW_ADDRESS = 'subscriber@example.com';

/**
 * The monthly market update (ADR 0032): a preview per city, "send now", and the scheduled run. Sending queues one mail
 * per confirmed subscriber that was not sent this office month's update yet (the store's `claimMonth` makes it once a
 * month even when the schedule and "send now" run together), with a block per chosen city.
 */
export function createMarketUpdates(deps: MarketUpdateDeps) {
  const origin = deps.siteUrl.replace(/\/+$/, '');
  const updateOf = async (city: string): Promise<CityMarketUpdate> => {
    const activity = await deps.marketActivity({ city, months: 2 });
    return activity === null
      ? { city, month: null, figures: [], sentences: [`We have no listing data for ${city} yet.`] }
      : cityMarketUpdate(activity);
  };

  const sendNow = async (): Promise<MarketUpdateReport> => {
    const month = officeMonth(deps.clock.now(), deps.timeZone);
    const updates = new Map<string, Promise<CityMarketUpdate>>();
    const cached = (city: string) => {
      const known = updates.get(city) ?? updateOf(city);
      updates.set(city, known);
      return known;
    };
    let mails = 0;
    for (const subscriber of await deps.subscribers.confirmed()) {
      if (subscriber.cities.length === 0) continue;
      const cityUpdates = await Promise.all(subscriber.cities.map(cached));
      if (!(await deps.subscribers.claimMonth(subscriber.id, month))) continue;
      await deps.mailer.send(
        marketUpdateMail(subscriber.email, cityUpdates, {
          marketPage: `${origin}${MARKET_PAGE_PATH}`,
          unsubscribe: newsletterUnsubscribeUrl(deps.siteUrl, subscriber.unsubscribeToken),
        }),
      );
      mails += 1;
    }
    return { month, mails };
  };

  return {
    /** The update mail of a city as an example subscriber would get it (its unsubscribe link goes nowhere). */
    preview: async (city: string): Promise<MailMessage> =>
      marketUpdateMail(PREVIEW_ADDRESS, [await updateOf(city)], {
        marketPage: `${origin}${MARKET_PAGE_PATH}`,
        unsubscribe: `${origin}/api/newsletter/unsubscribe?token=preview`,
      }),
    sendNow,
    /** The scheduled run: sends when this month's update is due (nothing otherwise, or again once sent). */
    runScheduled: async (): Promise<MarketUpdateReport | null> =>
      marketUpdateDue(deps.clock.now(), deps.timeZone, deps.hour) ? sendNow() : null,
  };
}

export type MarketUpdates = ReturnType<typeof createMarketUpdates>;

import type { ListingChange } from '../listing/history/listing-change.ts';
import type { ListingHistoryStore } from '../listing/history/listing-history.port.ts';
import { formatListingAddress } from '../listing/listing-address.ts';
import { totalBathroomsDisplay } from '../listing/listing-baths.ts';
import type { Listing } from '../listing/listing.ts';
import type { ListingStore } from '../listing/listing-store.port.ts';
import type { MailListingCard } from '../mail/mail-content.ts';
import type { Mailer, MailMessage } from '../mail/mailer.port.ts';
import type { Clock } from '../shared/clock.port.ts';
import { listingPath } from '../site/public-paths.ts';
import { alertsFor, type AlertItem, type VisitorAlert } from './listing-alerts.ts';
import type { AlertCursor, ListingAlertRecipients } from './listing-alerts.port.ts';

/** The most changes one run reads (the rest wait for the next run). */
export const ALERT_BATCH_LIMIT = 1000;

/** What one alert run did. */
export interface AlertRunReport {
  readonly changes: number;
  readonly mails: number;
}

export interface ListingAlertJobDeps {
  readonly history: Pick<ListingHistoryStore, 'changesSince'>;
  readonly listings: Pick<ListingStore, 'findById'>;
  readonly recipients: ListingAlertRecipients;
  readonly cursor: AlertCursor;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** The public origin of the site (SITE_URL), for the listing and unsubscribe links. */
  readonly siteUrl: string;
  /** A new unguessable unsubscribe token (32–64 URL-safe characters). */
  readonly newToken: () => string;
}

/** The address of the unsubscribe page of a token (GET shows and does it, POST is the RFC 8058 one-click). */
export function alertUnsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

const CHANGE_NOTES: Readonly<Record<ListingChange['kind'], string>> = {
  listed: 'New listing',
  relisted: 'Back on the market',
  price_change: 'Price changed',
  pending: 'Now pending',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  canceled: 'Canceled',
  back_on_market: 'Back on the market',
  off_market: 'Off the market',
};

function changeNote(change: ListingChange): string {
  if (change.kind === 'price_change' && change.previousPrice !== null && change.price !== null)
    return change.price < change.previousPrice ? 'Price reduced' : 'Price increased';
  return CHANGE_NOTES[change.kind];
}

function photoUrl(listing: Listing): string | null {
  const url = listing.Media[0]?.MediaURL ?? '';
  return /^https?:\/\//.test(url) ? url : null;
}

/** A listing of an alert as the mail shows it: photo, price, address, beds and baths, the change, a link. */
export function alertListingCard(item: AlertItem, siteUrl: string): MailListingCard {
  const { listing, change } = item;
  return {
    url: `${siteUrl.replace(/\/+$/, '')}${listingPath(listing.ListingId)}`,
    photoUrl: photoUrl(listing),
    price: change.listPrice ?? listing.ListPrice ?? 0,
    address: formatListingAddress(listing),
    beds: listing.BedroomsTotal,
    baths:
      listing.BathroomsFull === null && listing.BathroomsHalf === null
        ? null
        : totalBathroomsDisplay(listing.BathroomsFull, listing.BathroomsHalf),
    note: changeNote(change),
    changedAt: change.at,
  };
}

/** The alert mail of one visitor: a card per listing, List-Unsubscribe headers and the unsubscribe footer. */
export function listingAlertMail(to: string, alert: VisitorAlert, siteUrl: string, token: string): MailMessage {
  const count = alert.items.length;
  const subject = count === 1 ? 'A home you are watching changed' : `${count} homes you are watching changed`;
  const cards = alert.items.map((item) => alertListingCard(item, siteUrl));
  const unsubscribeUrl = alertUnsubscribeUrl(siteUrl, token);
  const lines = cards.map(
    (card) => `${card.note ?? ''}: ${card.address}, $${card.price.toLocaleString('en-US')}\n${card.url}`,
  );
  return {
    to,
    subject,
    category: 'alert',
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    text: `${lines.join('\n\n')}\n\nStop these alerts: ${unsubscribeUrl}`,
    content: {
      preview: cards[0] === undefined ? subject : `${cards[0].note ?? ''}: ${cards[0].address}`,
      heading: subject,
      paragraphs: ['New matches of your saved searches and changes to your saved homes:'],
      listings: cards,
      unsubscribeUrl,
    },
  };
}

/**
 * The first run: the cursor moves past every change already recorded (the seeded or replicated past), so alerts
 * tell only of what happens from now on.
 */
async function startAtTheEnd(deps: ListingAlertJobDeps): Promise<void> {
  let cursor: string | null = null;
  for (;;) {
    const page = await deps.history.changesSince(cursor, ALERT_BATCH_LIMIT);
    if (page.changes.length === 0 || page.cursor === null) break;
    cursor = page.cursor;
  }
  // With no history yet, a cursor that is before any change (the adapter reads an unknown cursor as the start).
  await deps.cursor.set(cursor ?? '0');
}

/**
 * One run of the instant alerts, after a replication run: reads the listing changes recorded since its cursor,
 * decides who hears of what (`alertsFor`), queues one mail per visitor with a fresh unsubscribe token, marks the
 * searches alerted and only then moves the cursor, so a change is never mailed twice once the run completes. A run
 * that fails before the cursor moves is retried whole by the next one.
 */
export async function runListingAlerts(deps: ListingAlertJobDeps): Promise<AlertRunReport> {
  const cursor = await deps.cursor.get();
  if (cursor === null) {
    await startAtTheEnd(deps);
    return { changes: 0, mails: 0 };
  }
  const page = await deps.history.changesSince(cursor, ALERT_BATCH_LIMIT);
  if (page.changes.length === 0) return { changes: 0, mails: 0 };
  const now = new Date(deps.clock.now());
  const listingIds = [...new Set(page.changes.map((change) => change.listingId))];
  const listings = new Map(
    await Promise.all(listingIds.map(async (id) => [id, await deps.listings.findById(id)] as const)),
  );
  const alerts = alertsFor({
    changes: page.changes.map((change) => ({ change, listing: listings.get(change.listingId) ?? null })),
    searches: await deps.recipients.instantSearches(),
    savedHomes: await deps.recipients.savedHomesOf(listingIds),
    now,
  });
  const emails = await deps.recipients.emailsOf(alerts.map((alert) => alert.visitorId));
  let mails = 0;
  for (const alert of alerts) {
    const to = emails.get(alert.visitorId);
    if (to === undefined) continue;
    const savedSearchIds = [...new Set(alert.items.flatMap((item) => item.reason.searchIds))];
    const token = deps.newToken();
    await deps.recipients.storeUnsubscribeToken(token, {
      visitorId: alert.visitorId,
      savedSearchIds,
      savedHomes: alert.items.some((item) => item.reason.savedHome),
    });
    await deps.mailer.send(listingAlertMail(to, alert, deps.siteUrl, token));
    await deps.recipients.markAlerted(savedSearchIds, now.toISOString());
    mails += 1;
  }
  if (page.cursor !== null) await deps.cursor.set(page.cursor);
  return { changes: page.changes.length, mails };
}

import { formatCount } from '../shared/us-number-format.ts';
import type { ListingChange } from '../listing/history/listing-change.ts';
import type { ListingHistoryStore } from '../listing/history/listing-history.port.ts';
import { formatListingAddress } from '../listing/listing-address.ts';
import { totalBathroomsDisplay } from '../listing/listing-baths.ts';
import type { Listing } from '../listing/listing.ts';
import type { ListingStore } from '../listing/listing-store.port.ts';
import type { MailListingCard } from '../mail/mail-content.ts';
import type { Mailer, MailMessage } from '../mail/mailer.port.ts';
import type { CommunitySubdivisions } from '../search/search-use-cases.ts';
import type { Clock } from '../shared/clock.port.ts';
import { listingPath } from '../site/public-paths.ts';
import type { DigestFrequency } from './alert-digest-schedule.ts';
import { alertsFor, type AlertItem, type ChangedListing, type VisitorAlert } from './listing-alerts.ts';
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
  /** The MLS subdivisions of every published community, for saved searches of a community (`community=`). */
  readonly communities: () => Promise<CommunitySubdivisions>;
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

function alertSubject(count: number, digest: DigestFrequency | undefined): string {
  const homes = count === 1 ? 'A home' : `${count} homes`;
  if (digest === undefined) return `${homes} you are watching changed`;
  return `Your ${digest} digest: ${homes.toLowerCase()} matching your saved searches`;
}

/**
 * The alert mail of one visitor: a card per listing, List-Unsubscribe headers and the unsubscribe footer; a daily or
 * weekly digest says so in its subject.
 */
export function listingAlertMail(
  to: string,
  alert: VisitorAlert,
  siteUrl: string,
  token: string,
  digest?: DigestFrequency,
): MailMessage {
  const count = alert.items.length;
  const subject = alertSubject(count, digest);
  const cards = alert.items.map((item) => alertListingCard(item, siteUrl));
  const unsubscribeUrl = alertUnsubscribeUrl(siteUrl, token);
  const lines = cards.map((card) => `${card.note ?? ''}: ${card.address}, $${formatCount(card.price)}\n${card.url}`);
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
 * Queues one mail per visitor of `alerts` that still has an account, each with a fresh stored unsubscribe token naming
 * what it told of, and marks the searches alerted at `now`; answers how many mails were queued.
 */
export async function queueAlertMails(
  deps: Pick<ListingAlertJobDeps, 'recipients' | 'mailer' | 'newToken'>,
  alerts: readonly VisitorAlert[],
  now: Date,
  mailOf: (to: string, alert: VisitorAlert, token: string) => MailMessage,
): Promise<number> {
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
    await deps.mailer.send(mailOf(to, alert, token));
    await deps.recipients.markAlerted(savedSearchIds, now.toISOString());
    mails += 1;
  }
  return mails;
}

/** Reads the listings of these changes as the store holds them now (null when no longer published). */
export async function changedListings(
  listings: Pick<ListingStore, 'findById'>,
  changes: readonly ListingChange[],
): Promise<ChangedListing[]> {
  const ids = [...new Set(changes.map((change) => change.listingId))];
  const found = new Map(await Promise.all(ids.map(async (id) => [id, await listings.findById(id)] as const)));
  return changes.map((change) => ({ change, listing: found.get(change.listingId) ?? null }));
}

/** The cursor after every change recorded so far (what a first run starts from: the past is not news). */
export async function endOfHistory(history: Pick<ListingHistoryStore, 'changesSince'>): Promise<string> {
  let cursor: string | null = null;
  for (;;) {
    const page = await history.changesSince(cursor, ALERT_BATCH_LIMIT);
    if (page.changes.length === 0 || page.cursor === null) break;
    cursor = page.cursor;
  }
  // With no history yet, a cursor that is before any change (the adapter reads an unknown cursor as the start).
  return cursor ?? '0';
}

/**
 * The first run: the cursor moves past every change already recorded (the seeded or replicated past), so alerts
 * tell only of what happens from now on.
 */
async function startAtTheEnd(deps: ListingAlertJobDeps): Promise<void> {
  await deps.cursor.set(await endOfHistory(deps.history));
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
  const alerts = alertsFor({
    changes: await changedListings(deps.listings, page.changes),
    searches: await deps.recipients.instantSearches(),
    savedHomes: await deps.recipients.savedHomesOf(listingIds),
    now,
    communities: await deps.communities(),
  });
  const mails = await queueAlertMails(deps, alerts, now, (to, alert, token) =>
    listingAlertMail(to, alert, deps.siteUrl, token),
  );
  if (page.cursor !== null) await deps.cursor.set(page.cursor);
  return { changes: page.changes.length, mails };
}

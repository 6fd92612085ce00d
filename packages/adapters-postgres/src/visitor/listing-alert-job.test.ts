import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { runListingAlerts, type Listing, type ListingChange, type MailMessage } from '@app/domain';
import { exampleListing, FixedClock, listedChange } from '@app/testing';
import type { Database } from '../connection/database.ts';
import { PostgresListingHistory } from '../history/postgres-listing-history.ts';
import { PostgresListingStore } from '../listing/postgres-listing-store.ts';
import { PostgresReplicationState } from '../sync/postgres-replication-state.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresListingAlertRecipients } from './postgres-listing-alert-recipients.ts';
import { PostgresSavedHomes, PostgresSavedSearches } from './postgres-saved-lists.ts';

const SITE = 'https://palmetto.example';

function changeOf(listing: Listing, overrides: Partial<ListingChange> = {}): ListingChange {
  return listedChange(listing, '2026-11-26T11:00:00.000Z', overrides);
}

for (const kind of TEST_DATABASE_KINDS)
  describe(`the instant listing alerts on ${kind}`, () => {
    let db: Database;
    let sent: MailMessage[];
    let visitorId: string;
    const clock = new FixedClock(Date.parse('2026-11-26T12:00:00Z'));

    const run = () =>
      runListingAlerts({
        history: new PostgresListingHistory(db),
        listings: new PostgresListingStore(db),
        recipients: new PostgresListingAlertRecipients(db),
        cursor: new PostgresReplicationState(db, 'listing-alerts.cursor'),
        mailer: { send: (message) => Promise.resolve(void sent.push(message)) },
        clock,
        siteUrl: SITE,
        newToken: () => randomBytes(24).toString('base64url'),
        communities: () => Promise.resolve(new Map()),
      });

    async function publish(listing: Listing, change: Partial<ListingChange> = {}): Promise<void> {
      await new PostgresListingStore(db).upsertMany([listing]);
      await new PostgresListingHistory(db).append([changeOf(listing, change)]);
    }

    beforeAll(async () => {
      db = await openMigratedTestDatabase(kind, 'listing_alerts');
    });
    afterAll(() => db.close());

    beforeEach(async () => {
      sent = [];
      await truncate(db, [
        'listings',
        'listing_history',
        'saved_searches',
        'saved_homes',
        'alert_unsubscribe_tokens',
        'saved_home_alerts_off',
        'saved_home_shares',
        'sync_state',
      ]);
      await db.query(`delete from auth_accounts where role = 'visitor'`);
      const { rows } = await db.query<{ id: string }>(
        `insert into auth_accounts (email, role) values ('buyer@example.com', 'visitor') returning id`,
      );
      visitorId = rows[0]!.id;
      // The first run only moves the cursor past the changes already recorded (none here).
      expect(await run()).toEqual({ changes: 0, mails: 0 });
    });

    it('tells nothing of the changes recorded before its first run', async () => {
      await db.exec('truncate sync_state');
      await new PostgresSavedSearches(db).create(visitorId, {
        name: 'All',
        view: 'list',
        params: {},
        alertFrequency: 'instantly',
      });
      await publish(exampleListing());
      expect(await run()).toEqual({ changes: 0, mails: 0 });
      await publish(exampleListing({ ListingId: '224099999', ListingKey: '10224099999' }));
      expect(await run()).toEqual({ changes: 1, mails: 1 });
    });

    it('mails a matching new listing once, with its card, link and one-click unsubscribe, and never twice', async () => {
      const search = await new PostgresSavedSearches(db).create(visitorId, {
        name: 'Naples under a million',
        view: 'list',
        params: { city: 'Naples', maxPrice: '1000000' },
        alertFrequency: 'instantly',
      });
      const listing = exampleListing({ City: 'Naples', ListPrice: 650_000, StandardStatus: 'Active' });
      await publish(listing);

      expect(await run()).toEqual({ changes: 1, mails: 1 });
      expect(sent).toHaveLength(1);
      const mail = sent[0]!;
      expect(mail.to).toBe('buyer@example.com');
      expect(mail.category).toBe('alert');
      expect(mail.content?.listings?.map((card) => card.url)).toEqual([`${SITE}/properties/${listing.ListingId}`]);
      expect(mail.content?.listings?.[0]).toMatchObject({ price: 650_000, note: 'New listing' });
      const unsubscribeUrl = mail.content?.unsubscribeUrl ?? '';
      expect(unsubscribeUrl.startsWith(`${SITE}/api/alerts/unsubscribe?token=`)).toBe(true);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const [stored] = await new PostgresSavedSearches(db).list(visitorId);
      expect(stored?.id).toBe(search.id);
      expect(stored?.lastAlertedAt).toBe('2026-11-26T12:00:00.000Z');

      expect(await run()).toEqual({ changes: 0, mails: 0 });
      expect(sent).toHaveLength(1);
    });

    it('mails nothing for a listing the search does not match', async () => {
      await new PostgresSavedSearches(db).create(visitorId, {
        name: 'Cheap',
        view: 'list',
        params: { maxPrice: '300000' },
        alertFrequency: 'instantly',
      });
      await publish(exampleListing({ ListPrice: 650_000 }));
      expect(await run()).toEqual({ changes: 1, mails: 0 });
      expect(sent).toEqual([]);
    });

    it('tells a saved home of its price change, and its token turns the search and saved-home alerts off', async () => {
      const listing = exampleListing({ ListPrice: 650_000 });
      await new PostgresSavedHomes(db).save({
        visitorId,
        listingId: listing.ListingId,
        priceAtSave: 700_000,
        statusAtSave: 'Active',
      });
      await new PostgresSavedSearches(db).create(visitorId, {
        name: 'All',
        view: 'map',
        params: {},
        alertFrequency: 'instantly',
      });
      await publish(listing, { kind: 'price_change', previousPrice: 700_000 });
      expect(await run()).toEqual({ changes: 1, mails: 1 });
      const token = new URL(sent[0]!.content!.unsubscribeUrl!).searchParams.get('token')!;

      const recipients = new PostgresListingAlertRecipients(db);
      const turnedOff = await recipients.unsubscribe(token);
      expect(turnedOff).toMatchObject({ visitorId, savedHomes: true });
      expect(turnedOff?.savedSearchIds).toHaveLength(1);
      expect((await new PostgresSavedSearches(db).list(visitorId))[0]?.alertFrequency).toBe('never');
      expect(await recipients.unsubscribe(token)).toEqual(turnedOff);

      await publish(listing, { kind: 'price_change', previousPrice: 650_000, listPrice: 600_000, price: 600_000 });
      expect(await run()).toEqual({ changes: 1, mails: 0 });
    });

    it("tells the co-buyer of a shared list of its homes' changes too", async () => {
      const listing = exampleListing({ ListPrice: 650_000 });
      await new PostgresSavedHomes(db).save({
        visitorId,
        listingId: listing.ListingId,
        priceAtSave: 700_000,
        statusAtSave: 'Active',
      });
      const { rows } = await db.query<{ id: string }>(
        `insert into auth_accounts (email, role) values ('co-buyer@example.com', 'visitor') returning id`,
      );
      await db.query(
        `insert into saved_home_shares
           (visitor_id, owner_email, invitee_email, token_hash, co_buyer_visitor_id, created_at, expires_at)
         values ($1, 'buyer@example.com', 'co-buyer@example.com', $2, $3, now(), now() + interval '7 days')`,
        [visitorId, 'c'.repeat(64), rows[0]!.id],
      );
      await publish(listing, { kind: 'price_change', previousPrice: 700_000 });
      expect(await run()).toEqual({ changes: 1, mails: 2 });
      expect(sent.map((mail) => mail.to).sort()).toEqual(['buyer@example.com', 'co-buyer@example.com']);
    });

    it('answers null for an unknown or malformed token', async () => {
      const recipients = new PostgresListingAlertRecipients(db);
      expect(await recipients.unsubscribe('x'.repeat(40))).toBeNull();
      expect(await recipients.unsubscribe("'; drop table saved_searches; --")).toBeNull();
      expect(await recipients.unsubscribe('')).toBeNull();
    });
  });

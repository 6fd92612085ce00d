import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { runAlertDigest, type DigestFrequency, type Listing, type MailMessage } from '@app/domain';
import { exampleListing, FixedClock, listedChange } from '@app/testing';
import type { Database } from '../connection/database.ts';
import { PostgresListingHistory } from '../history/postgres-listing-history.ts';
import { PostgresListingStore } from '../listing/postgres-listing-store.ts';
import { PostgresReplicationState } from '../sync/postgres-replication-state.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresListingAlertRecipients } from './postgres-listing-alert-recipients.ts';
import { PostgresSavedSearches } from './postgres-saved-lists.ts';

const SITE = 'https://palmetto.example';

for (const kind of TEST_DATABASE_KINDS)
  describe(`the daily and weekly alert digests on ${kind}`, () => {
    let db: Database;
    let sent: MailMessage[];
    let visitorId: string;
    // Wednesday November 25, 2026, 10:00 in Naples.
    const clock = new FixedClock(Date.parse('2026-11-25T15:00:00Z'));

    const run = (frequency: DigestFrequency) =>
      runAlertDigest({
        frequency,
        hour: 7,
        history: new PostgresListingHistory(db),
        listings: new PostgresListingStore(db),
        recipients: new PostgresListingAlertRecipients(db),
        state: new PostgresReplicationState(db, `alert-digests.${frequency}`),
        mailer: { send: (message) => Promise.resolve(void sent.push(message)) },
        clock,
        siteUrl: SITE,
        newToken: () => randomBytes(24).toString('base64url'),
        communities: () => Promise.resolve(new Map()),
      });

    async function publish(listing: Listing): Promise<void> {
      await new PostgresListingStore(db).upsertMany([listing]);
      await new PostgresListingHistory(db).append([listedChange(listing, new Date(clock.now()).toISOString())]);
    }

    beforeAll(async () => {
      db = await openMigratedTestDatabase(kind, 'alert_digests');
    });
    afterAll(() => db.close());

    beforeEach(async () => {
      sent = [];
      clock.set(Date.parse('2026-11-25T15:00:00Z'));
      await truncate(db, ['listings', 'listing_history', 'saved_searches', 'alert_unsubscribe_tokens', 'sync_state']);
      await db.query(`delete from auth_accounts where role = 'visitor'`);
      const { rows } = await db.query<{ id: string }>(
        `insert into auth_accounts (email, role) values ('digest@example.com', 'visitor') returning id`,
      );
      visitorId = rows[0]!.id;
      await publish(exampleListing({ ListingId: '224000001', ListingKey: '10224000001' }));
      expect(await run('daily')).toEqual({ changes: 0, mails: 0 });
      expect(await run('weekly')).toEqual({ changes: 0, mails: 0 });
    });

    it('reads only the searches of its frequency', async () => {
      const searches = new PostgresSavedSearches(db);
      for (const alertFrequency of ['instantly', 'daily', 'weekly', 'never'] as const)
        await searches.create(visitorId, { name: alertFrequency, view: 'list', params: {}, alertFrequency });
      const recipients = new PostgresListingAlertRecipients(db);
      expect((await recipients.digestSearches('daily')).map((search) => search.name)).toEqual(['daily']);
      expect((await recipients.digestSearches('weekly')).map((search) => search.name)).toEqual(['weekly']);
    });

    it('sends one daily digest the next morning with the changes since, then none until the next', async () => {
      await new PostgresSavedSearches(db).create(visitorId, {
        name: 'Everything',
        view: 'list',
        params: {},
        alertFrequency: 'daily',
      });
      const first = exampleListing({ ListingId: '224000002', ListingKey: '10224000002', ListPrice: 610_000 });
      const second = exampleListing({ ListingId: '224000003', ListingKey: '10224000003', ListPrice: 620_000 });
      await publish(first);
      await publish(second);
      expect(await run('daily')).toEqual({ changes: 0, mails: 0 });

      clock.set(Date.parse('2026-11-26T12:05:00Z')); // Thursday 7:05 in Naples
      expect(await run('daily')).toEqual({ changes: 2, mails: 1 });
      expect(await run('weekly')).toEqual({ changes: 0, mails: 0 });
      expect(sent[0]?.to).toBe('digest@example.com');
      expect(sent[0]?.content?.listings?.map((card) => card.url)).toEqual([
        `${SITE}/properties/224000002`,
        `${SITE}/properties/224000003`,
      ]);
      const { rows } = await db.query<{ count: string }>('select count(*) as count from alert_unsubscribe_tokens');
      expect(Number(rows[0]?.count)).toBe(1);

      clock.advance(3_600_000);
      expect(await run('daily')).toEqual({ changes: 0, mails: 0 });
      clock.advance(86_400_000);
      expect(await run('daily')).toEqual({ changes: 0, mails: 0 });
      expect(sent).toHaveLength(1);
    });
  });

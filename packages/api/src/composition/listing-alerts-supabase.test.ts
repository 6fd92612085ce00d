import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@app/database';
import {
  PostgresListingHistory,
  PostgresListingStore,
  PostgresSavedSearches,
  openEmbeddedDatabase,
  type Database,
} from '@app/adapters-postgres';
import { SupabaseVisitorAuth, SupabaseVisitorDirectory } from '@app/adapters-supabase';
import { goTrueFixture } from '@app/adapters-supabase/test-support';
import type { MailMessage } from '@app/domain';
import { exampleListing, FixedClock, listedChange } from '@app/testing';
import { composeListingAlerts } from './listing-alerts-composition.ts';

/** The instant alerts with Supabase Auth: the address comes from GoTrue's users, not auth_accounts (ADR 0040). */
let db: Database;
let fixture: Awaited<ReturnType<typeof goTrueFixture>>;

beforeAll(async () => {
  db = await openEmbeddedDatabase();
  await migrate(db);
  fixture = await goTrueFixture();
}, 60_000);
afterAll(async () => {
  await fixture.close?.();
  await db.close();
});

describe('listing alerts with Supabase Auth', () => {
  it('mails a visitor of Supabase Auth at the address GoTrue holds for them', async () => {
    const { double } = fixture;
    const visitors = new SupabaseVisitorAuth(
      {
        url: double.url,
        anonKey: double.anonKey,
        serviceRoleKey: double.serviceRoleKey,
        eraseVisitorRows: async () => undefined,
      },
      fixture.mailer,
    );
    const { visitor } = await visitors.signUp(
      { email: 'dana.buyer@example.com', password: 'Tarpon-Bay-2031' },
      { clientAddress: '127.0.0.1' },
    );
    await new PostgresSavedSearches(db).create(visitor.id, {
      name: 'Naples',
      view: 'list',
      params: { city: 'Naples' },
      alertFrequency: 'instantly',
    });
    const sent: MailMessage[] = [];
    const alerts = composeListingAlerts({
      database: db,
      listings: new PostgresListingStore(db),
      mailer: { send: async (message) => void sent.push(message) },
      clock: new FixedClock(Date.parse('2026-11-26T12:00:00Z')),
      siteUrl: 'https://palmetto.example',
      digestHour: 7,
      communities: () => Promise.resolve(new Map()),
      directory: new SupabaseVisitorDirectory({ url: double.url, serviceRoleKey: double.serviceRoleKey }),
    });
    await alerts.runAfterReplication();
    const listing = exampleListing({ City: 'Naples', StandardStatus: 'Active' });
    await new PostgresListingStore(db).upsertMany([listing]);
    await new PostgresListingHistory(db).append([listedChange(listing, '2026-11-26T11:00:00.000Z')]);
    await alerts.runAfterReplication();
    expect((await db.query('select 1 from auth_accounts where role = $1', ['visitor'])).rows).toEqual([]);
    expect(sent.map((mail) => [mail.to, mail.category])).toEqual([['dana.buyer@example.com', 'alert']]);
  });
});

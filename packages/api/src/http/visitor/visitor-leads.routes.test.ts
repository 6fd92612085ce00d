import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@app/database';
import {
  PostgresAuthGateway,
  PostgresAuthUserAdmin,
  PostgresOutboxMailer,
  PostgresVisitorAuth,
  openEmbeddedDatabase,
  type Database,
  type ScryptCost,
} from '@app/adapters-postgres';
import { createLeadIntake, createVisitorLeads } from '@app/domain';
import { generateDemoListings } from '@app/demo';
import { InMemoryContactInbox } from '@app/testing';
import { cookiesFrom } from '../auth/auth-test-kit.ts';
import { createHttpApp } from '../app.ts';
import { createTestApp } from '../test-app.ts';

const COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const LISTINGS = generateDemoListings({ count: 50 });
const ACTIVE_ID = LISTINGS.find((listing) => listing.StandardStatus === 'Active')?.ListingId ?? '';

let db: Database;
let app: ReturnType<typeof createHttpApp>;
const inbox = new InMemoryContactInbox();

beforeAll(async () => {
  db = await openEmbeddedDatabase();
  await migrate(db);
  const mailer = new PostgresOutboxMailer(db, () => undefined);
  const issuer = { secret: 'test-secret-of-enough-length', accessTokenSeconds: 3600, nowMs: () => Date.now() };
  const kit = createTestApp({
    listings: LISTINGS,
    auth: {
      gateway: new PostgresAuthGateway(db, issuer, mailer, COST),
      userAdmin: new PostgresAuthUserAdmin(db, mailer, Date.now, COST),
      visitors: new PostgresVisitorAuth(db, issuer, mailer, COST),
      sentInvitations: async () => [],
    },
  });
  const visitors = kit.http.visitors;
  if (!visitors) throw new Error('The test app serves no visitors');
  app = createHttpApp({ ...kit.http, visitors: { ...visitors, leads: createVisitorLeads(createLeadIntake(inbox)) } });
}, 60_000);
afterAll(() => db.close());

const call = async (method: string, path: string, cookie = '', body?: unknown): Promise<Response> => {
  const headers = { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  return app.request(
    path,
    { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    { incoming: { socket: { remoteAddress: '10.2.0.1' }, headers } },
  );
};

describe('leads from visitor accounts', () => {
  it('a sign-up, then three saved searches and a saved home, are one lead with its activity', async () => {
    const cookie = cookiesFrom(
      await call('POST', '/api/account/sign-up', '', { email: 'Lead.Buyer@example.com', password: 'Tarpon-Bay-2031' }),
    );
    for (const name of ['Naples', 'Estero', 'Bonita'])
      expect(
        (
          await call('POST', '/api/account/saved-searches', cookie, {
            view: 'list',
            query: {},
            name,
            alertFrequency: 'never',
          })
        ).status,
      ).toBe(201);
    expect((await call('PUT', `/api/account/saved-homes/${ACTIVE_ID}`, cookie)).status).toBe(200);
    const leads = inbox.all();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ topic: 'account', email: 'lead.buyer@example.com' });
    expect((await inbox.activity(leads[0]?.id ?? '')).map((a) => a.text)).toEqual([
      'Made an account',
      'Saved the search “Naples” (alerts: never)',
      'Saved the search “Estero” (alerts: never)',
      'Saved the search “Bonita” (alerts: never)',
      `Saved the home ${ACTIVE_ID}`,
    ]);
  });

  it("a signed-in visitor's viewed homes join their lead once a day; an anonymous view adds nothing", async () => {
    const cookie = cookiesFrom(
      await call('POST', '/api/account/sign-up', '', { email: 'viewer@example.com', password: 'Tarpon-Bay-2031' }),
    );
    const viewed = (listingId: string) => ({
      consent: { analytics: false, advertising: false },
      events: [
        {
          name: 'view_item',
          id: `e-${listingId}`,
          at: Date.now(),
          page: { location: `/properties/${listingId}`, title: '', referrer: '', template: '/properties/$listingId' },
          params: { listing_id: listingId },
        },
      ],
    });
    const beacon = (body: unknown, from: string) => {
      const headers = { cookie: from, 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Chrome/140' };
      return app.request(
        '/api/events',
        { method: 'POST', headers, body: JSON.stringify(body) },
        { incoming: { socket: { remoteAddress: '10.2.0.9' }, headers } },
      );
    };
    expect((await beacon(viewed(ACTIVE_ID), cookie)).status).toBe(202);
    expect((await beacon(viewed(ACTIVE_ID), cookie)).status).toBe(202);
    expect((await beacon(viewed('226999999'), '')).status).toBe(202);
    const lead = inbox.all().find((each) => each.email === 'viewer@example.com');
    expect((await inbox.activity(lead?.id ?? '')).map((a) => a.text)).toEqual([
      'Made an account',
      `Viewed the home ${ACTIVE_ID}`,
    ]);
  });

  it('a failing inbox never fails the visitor: the account is made, the lead is logged as lost', async () => {
    inbox.failNextWith(new Error('inbox down'));
    const response = await call('POST', '/api/account/sign-up', '', {
      email: 'second.buyer@example.com',
      password: 'Tarpon-Bay-2031',
    });
    expect(response.status).toBe(200);
  });
});

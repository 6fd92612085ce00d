import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '@app/database';
import {
  PostgresAuthGateway,
  PostgresAuthUserAdmin,
  PostgresOutboxMailer,
  PostgresVisitorAuth,
  latestOutboxMail,
  openEmbeddedDatabase,
  type Database,
  type ScryptCost,
} from '@app/adapters-postgres';
import { generateDemoListings } from '@app/demo';
import { cookiesFrom, requestFrom, visitorSessionAsAdminCookie } from '../auth/auth-test-kit.ts';
import { createTestApp } from '../test-app.ts';

const COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const BUYER = { email: 'dana.buyer@example.com', password: 'Tarpon-Bay-2031' };
const STAFF = { email: 'maria@palmetto.example', password: 'Gulf-Shore-2026' };
const LISTINGS = generateDemoListings({ count: 50 });
const ACTIVE_ID = LISTINGS.find((listing) => listing.StandardStatus === 'Active')?.ListingId ?? '';

let db: Database;
let kit: ReturnType<typeof createTestApp>;
let address = 0;

beforeAll(async () => {
  db = await openEmbeddedDatabase();
  await migrate(db);
  const mailer = new PostgresOutboxMailer(db, () => undefined);
  const issuer = { secret: 'test-secret-of-enough-length', accessTokenSeconds: 3600, nowMs: () => Date.now() };
  kit = createTestApp({
    listings: LISTINGS,
    auth: {
      gateway: new PostgresAuthGateway(db, issuer, mailer, COST),
      userAdmin: new PostgresAuthUserAdmin(db, mailer, Date.now, COST),
      visitors: new PostgresVisitorAuth(db, issuer, mailer, COST),
      sentInvitations: async () => [],
    },
  });
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  await db.exec('truncate auth_accounts, mail_outbox cascade');
  kit.savedHomes.clear();
  kit.savedSearches.clear();
  address++;
});

/** A request from the test's own address (so one test's sign-in counts do not reach the next), as Node gives it. */
const call = (...args: Parameters<ReturnType<typeof requestFrom>>) =>
  requestFrom(kit.app, () => `10.1.0.${address}`)(...args);
const signUp = async () => cookiesFrom(await call('POST', '/api/account/sign-up', '', BUYER));
const someListingId = () => ACTIVE_ID;
const visitorIdOf = async (cookie: string) =>
  ((await (await call('GET', '/api/account/session', cookie)).json()) as { visitor: { id: string } }).visitor.id;

describe('visitor sign-up and sign-in', () => {
  it('signs up into an httpOnly visitor cookie and a readable mark, distinct from the admin cookie', async () => {
    const response = await call('POST', '/api/account/sign-up', '', BUYER);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ visitor: expect.objectContaining({ email: BUYER.email }) });
    const [session, mark] = response.headers.getSetCookie();
    expect(session).toMatch(/^palmetto-visitor-session=.+; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(mark).toBe('palmetto-visitor=1; Max-Age=34560000; Path=/; SameSite=Lax');
    const cookie = cookiesFrom(response);
    expect(cookie).not.toContain('sb-palmetto');
    expect(await (await call('GET', '/api/account/session', cookie)).json()).toMatchObject({
      visitor: { email: BUYER.email },
    });
  });

  it('signs in with the password, refuses a wrong one, and a staff account is unknown here', async () => {
    await signUp();
    expect((await call('POST', '/api/account/sign-in', '', BUYER)).status).toBe(200);
    const wrong = await call('POST', '/api/account/sign-in', '', { ...BUYER, password: 'Wrong-Pass-2026' });
    expect(await wrong.json()).toMatchObject({ code: 'invalid_credentials' });
    await new PostgresAuthUserAdmin(db, new PostgresOutboxMailer(db, () => undefined), Date.now, COST).createUser({
      ...STAFF,
      role: 'admin',
      redirectTo: 'http://localhost/reset-password',
    });
    expect((await call('POST', '/api/account/sign-in', '', STAFF)).status).toBe(400);
    expect((await call('POST', '/api/auth/sign-in', '', BUYER)).status).toBe(400);
  });

  it('mails a sign-in link on the site address whose code opens a visitor session once', async () => {
    const asked = await call('POST', '/api/account/sign-in-link', '', { email: 'link.only@example.com' });
    expect(await asked.json()).toEqual({ sent: true });
    await expect.poll(async () => (await latestOutboxMail(db, 1))[0]).toBeDefined();
    const [mail] = await latestOutboxMail(db, 1);
    expect(mail?.text).toContain('https://www.palmettorealtygroup.com/account/sign-in?code=');
    const code = /code=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const exchanged = await call('POST', '/api/account/exchange', '', { code });
    expect(await exchanged.json()).toMatchObject({ visitor: { email: 'link.only@example.com' } });
    expect((await call('POST', '/api/account/exchange', '', { code })).status).toBe(400);
    expect((await call('POST', '/api/auth/exchange', '', { code })).status).toBe(400);
  });

  it('refuses bad input with 400, never a 5xx', async () => {
    expect(
      (await call('POST', '/api/account/sign-up', '', { email: 'new@example.com', password: 'short' })).status,
    ).toBe(422);
    expect((await call('POST', '/api/account/sign-up', '', { email: 1 })).status).toBe(400);
    expect((await call('POST', '/api/account/exchange', '', { code: '' })).status).toBe(400);
    expect((await call('POST', '/api/account/sign-in-link', '', { email: 'not an address' })).status).toBe(400);
    expect(
      (await call('POST', '/api/account/sign-up', '', { email: 'no-at-sign', password: BUYER.password })).status,
    ).toBe(400);
    expect((await call('GET', '/api/account/session', 'palmetto-visitor-session=%7Bbroken')).status).toBe(200);
  });
});

describe('a visitor session and the admin area', () => {
  it('never reaches /api/admin (401) or /admin (sign-in), even with the token in the admin cookie', async () => {
    const cookie = await signUp();
    for (const path of ['/api/admin/agents', '/api/admin/users', '/api/admin/footer-links', '/api/admin/audit-log'])
      expect((await call('GET', path, cookie)).status).toBe(401);
    const forged = visitorSessionAsAdminCookie(cookie);
    expect((await call('GET', '/api/admin/agents', forged)).status).toBe(401);
    expect((await call('GET', '/api/auth/session', forged)).status).toBe(200);
    expect((await (await call('GET', '/api/auth/session', forged)).json()).user).toBeNull();
  });
});

describe('saved homes and searches', () => {
  it('answer 401 without a visitor session', async () => {
    expect((await call('GET', '/api/account/saved-homes')).status).toBe(401);
    expect((await call('PUT', `/api/account/saved-homes/${someListingId()}`)).status).toBe(401);
    expect((await call('POST', '/api/account/saved-searches', '', {})).status).toBe(401);
  });

  it('save a home, list it with its changes, give its id to the hearts, and remove it', async () => {
    const cookie = await signUp();
    const id = someListingId();
    expect((await call('PUT', `/api/account/saved-homes/${id}`, cookie)).status).toBe(200);
    expect(await (await call('GET', '/api/account/saved-homes/ids', cookie)).json()).toEqual({ ids: [id] });
    const { homes } = (await (await call('GET', '/api/account/saved-homes', cookie)).json()) as {
      homes: { listingId: string; changes: unknown }[];
    };
    expect(homes).toEqual([
      expect.objectContaining({ listingId: id, changes: { price: null, status: null, gone: false } }),
    ]);
    expect((await call('PUT', '/api/account/saved-homes/NO-SUCH-LISTING', cookie)).status).toBe(404);
    expect(await (await call('DELETE', `/api/account/saved-homes/${id}`, cookie)).json()).toEqual({ removed: true });
  });

  it('save a search from its URL state, rename it, change its alerts, and delete it', async () => {
    const cookie = await signUp();
    const created = await call('POST', '/api/account/saved-searches', cookie, {
      view: 'map',
      query: { city: 'Naples', maxPrice: '900000', utm_source: 'x', polygon: '26.1,-81.8_26.2,-81.8_26.2,-81.7' },
      name: 'Naples drawn',
      alertFrequency: 'instantly',
    });
    expect(created.status).toBe(201);
    const { search } = (await created.json()) as { search: { id: string; params: Record<string, string> } };
    expect(search.params).toEqual({
      city: 'Naples',
      maxPrice: '900000',
      polygon: '26.1,-81.8_26.2,-81.8_26.2,-81.7',
    });
    const renamed = await call('PATCH', `/api/account/saved-searches/${search.id}`, cookie, {
      name: 'Gulf',
      alertFrequency: 'weekly',
    });
    expect(await renamed.json()).toMatchObject({ search: { name: 'Gulf', alertFrequency: 'weekly' } });
    expect(
      (await call('PATCH', `/api/account/saved-searches/${search.id}`, cookie, { alertFrequency: 'hourly' })).status,
    ).toBe(400);
    expect((await call('PATCH', '/api/account/saved-searches/not-a-uuid', cookie, { name: 'x' })).status).toBe(400);
    expect(
      (await call('POST', '/api/account/saved-searches', cookie, { view: 'list', name: '', alertFrequency: 'x' }))
        .status,
    ).toBe(400);
    expect(await (await call('DELETE', `/api/account/saved-searches/${search.id}`, cookie)).json()).toEqual({
      removed: true,
    });
  });

  it('stop all e-mail alerts: every search to never and the saved-home alerts off, which turn on again', async () => {
    expect((await call('GET', '/api/account/alert-settings')).status).toBe(401);
    expect((await call('PUT', '/api/account/alert-settings', '', { savedHomes: true })).status).toBe(401);
    const cookie = await signUp();
    await call('POST', '/api/account/saved-searches', cookie, {
      view: 'list',
      query: {},
      name: 'All',
      alertFrequency: 'daily',
    });
    expect(await (await call('GET', '/api/account/alert-settings', cookie)).json()).toEqual({ savedHomes: true });
    expect((await call('POST', '/api/account/saved-searches/stop-alerts', cookie)).status).toBe(200);
    expect(await (await call('GET', '/api/account/alert-settings', cookie)).json()).toEqual({ savedHomes: false });
    const { searches } = (await (await call('GET', '/api/account/saved-searches', cookie)).json()) as {
      searches: { alertFrequency: string }[];
    };
    expect(searches.map((search) => search.alertFrequency)).toEqual(['never']);
    const on = await call('PUT', '/api/account/alert-settings', cookie, { savedHomes: true });
    expect(await on.json()).toEqual({ savedHomes: true });
    expect(await (await call('GET', '/api/account/alert-settings', cookie)).json()).toEqual({ savedHomes: true });
    for (const body of [{}, { savedHomes: 'yes' }, { savedHomes: true, extra: 1 }, null])
      expect((await call('PUT', '/api/account/alert-settings', cookie, body)).status).toBe(400);
  });

  it('delete the account with everything saved, and sign the browser out', async () => {
    const cookie = await signUp();
    const visitorId = await visitorIdOf(cookie);
    await call('PUT', `/api/account/saved-homes/${someListingId()}`, cookie);
    expect(await kit.savedHomes.list(visitorId)).toHaveLength(1);
    await call('POST', '/api/account/saved-searches', cookie, {
      view: 'list',
      query: {},
      name: 'All',
      alertFrequency: 'daily',
    });
    const deleted = await call('DELETE', '/api/account', cookie);
    expect(await deleted.json()).toEqual({ visitor: null });
    expect(cookiesFrom(deleted, cookie)).toBe('');
    expect((await call('GET', '/api/account/saved-homes', cookie)).status).toBe(401);
    expect((await call('POST', '/api/account/sign-in', '', BUYER)).status).toBe(400);
    expect((await db.query('select 1 from auth_accounts')).rows).toEqual([]);
    expect(await kit.savedHomes.list(visitorId)).toEqual([]);
    expect(await kit.savedSearches.list(visitorId)).toEqual([]);
  });
});

describe('sharing saved homes with a co-buyer', () => {
  const signUpAs = async (email: string) =>
    cookiesFrom(await call('POST', '/api/account/sign-up', '', { email, password: BUYER.password }));
  const invitationToken = () =>
    new URL(kit.coBuyerMail.at(-1)?.content?.action?.url ?? 'https://x/').searchParams.get('invitation') ?? '';
  beforeEach(() => {
    kit.coBuyerShares.clear();
    kit.coBuyerMail.length = 0;
  });

  it('answer 401 without a visitor session', async () => {
    expect((await call('GET', '/api/account/co-buyer')).status).toBe(401);
    expect((await call('POST', '/api/account/co-buyer/invitations', '', { email: 'a@example.com' })).status).toBe(401);
    expect((await call('POST', '/api/account/co-buyer/accept', '', { invitation: 'x'.repeat(40) })).status).toBe(401);
    expect((await call('DELETE', '/api/account/co-buyer/00000000-0000-4000-8000-000000000001')).status).toBe(401);
  });

  it('invite, join from the mailed link, share one list; a third visitor sees none of it; either stops', async () => {
    const owner = await signUpAs('owner@example.com');
    const coBuyer = await signUpAs('co-buyer@example.com');
    const third = await signUpAs('third@example.com');
    await call('PUT', `/api/account/saved-homes/${someListingId()}`, owner);
    const invited = await call('POST', '/api/account/co-buyer/invitations', owner, { email: 'Co-Buyer@Example.com' });
    expect(invited.status).toBe(201);
    const { invitation } = (await invited.json()) as { invitation: { id: string } };
    expect(kit.coBuyerMail.at(-1)?.to).toBe('co-buyer@example.com');
    const token = invitationToken();

    expect((await call('POST', '/api/account/co-buyer/accept', third, { invitation: token })).status).toBe(403);
    expect((await call('POST', '/api/account/co-buyer/accept', coBuyer, { invitation: 'Z'.repeat(43) })).status).toBe(
      404,
    );
    expect(await (await call('POST', '/api/account/co-buyer/accept', coBuyer, { invitation: token })).json()).toEqual({
      joined: true,
    });
    expect(await (await call('GET', '/api/account/saved-homes/ids', coBuyer)).json()).toEqual({
      ids: [someListingId()],
    });
    expect(await (await call('GET', '/api/account/saved-homes/ids', third)).json()).toEqual({ ids: [] });
    expect(await (await call('GET', '/api/account/co-buyer', third)).json()).toEqual({
      sharedBy: null,
      invitations: [],
    });
    expect((await call('DELETE', `/api/account/co-buyer/${invitation.id}`, third)).status).toBe(404);
    expect(await (await call('GET', '/api/account/co-buyer', coBuyer)).json()).toMatchObject({
      sharedBy: { shareId: invitation.id, email: 'owner@example.com' },
    });
    // The co-buyer edits the shared list.
    expect((await call('DELETE', `/api/account/saved-homes/${someListingId()}`, coBuyer)).status).toBe(200);
    expect(await (await call('GET', '/api/account/saved-homes/ids', owner)).json()).toEqual({ ids: [] });

    expect(await (await call('DELETE', `/api/account/co-buyer/${invitation.id}`, coBuyer)).json()).toEqual({
      stopped: true,
    });
    expect((await call('DELETE', `/api/account/co-buyer/${invitation.id}`, owner)).status).toBe(404);
  });

  it('refuses bad input with 400, never a 5xx', async () => {
    const cookie = await signUp();
    for (const body of [{}, { email: 'not an address' }, { email: 'a@example.com', extra: 1 }, null])
      expect((await call('POST', '/api/account/co-buyer/invitations', cookie, body)).status).toBe(400);
    expect((await call('POST', '/api/account/co-buyer/invitations', cookie, { email: BUYER.email })).status).toBe(400);
    for (const body of [{}, { invitation: 'short' }, { invitation: '<script>'.repeat(10) }, { invitation: 1 }])
      expect((await call('POST', '/api/account/co-buyer/accept', cookie, body)).status).toBe(400);
    expect((await call('DELETE', '/api/account/co-buyer/not-a-uuid', cookie)).status).toBe(400);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SupabaseAuthGateway, SupabaseAuthUserAdmin, SupabaseVisitorAuth } from '@app/adapters-supabase';
import { goTrueFixture } from '@app/adapters-supabase/test-support';
import { generateDemoListings } from '@app/demo';
import { cookiesFrom, requestFrom, visitorSessionAsAdminCookie } from '../auth/auth-test-kit.ts';
import { createTestApp } from '../test-app.ts';

/** The /api/account routes and the admin guard with Supabase Auth (the GoTrue double): ADR 0040. */
const BUYER = { email: 'dana.buyer@example.com', password: 'Tarpon-Bay-2031' };
const STAFF = { email: 'maria@palmetto.example', password: 'Gulf-Shore-2026' };
const LISTINGS = generateDemoListings({ count: 50 });
const ACTIVE_ID = LISTINGS.find((listing) => listing.StandardStatus === 'Active')?.ListingId ?? '';

let fixture: Awaited<ReturnType<typeof goTrueFixture>>;
let kit: ReturnType<typeof createTestApp>;
let userAdmin: SupabaseAuthUserAdmin;
const erased: string[] = [];
let address = 0;

beforeAll(async () => {
  fixture = await goTrueFixture();
  const { double } = fixture;
  const project = { url: double.url, anonKey: double.anonKey, nowMs: () => double.state.now() };
  userAdmin = new SupabaseAuthUserAdmin({ url: double.url, serviceRoleKey: double.serviceRoleKey }, fixture.mailer);
  const gateway = new SupabaseAuthGateway(project);
  kit = createTestApp({
    listings: LISTINGS,
    auth: {
      gateway,
      userAdmin,
      forBrowser: (cookies) => gateway.withFlowCookies(cookies),
      visitors: new SupabaseVisitorAuth(
        {
          ...project,
          serviceRoleKey: double.serviceRoleKey,
          eraseVisitorRows: async (visitorId) => void erased.push(visitorId),
        },
        fixture.mailer,
      ),
      sentInvitations: async () => [],
    },
  });
});
afterAll(() => fixture.close?.());
beforeEach(async () => {
  await fixture.reset();
  erased.length = 0;
  address++;
});

const call = (...args: Parameters<ReturnType<typeof requestFrom>>) =>
  requestFrom(kit.app, () => `10.2.0.${address}`)(...args);
const signUp = async () => cookiesFrom(await call('POST', '/api/account/sign-up', '', BUYER));
const addStaff = () => userAdmin.createUser({ ...STAFF, role: 'admin', redirectTo: 'http://localhost/reset-password' });

describe('visitor accounts on Supabase Auth', () => {
  it('signs up, saves a home under the visitor’s id, signs out and in again', async () => {
    const cookie = await signUp();
    const session = (await (await call('GET', '/api/account/session', cookie)).json()) as { visitor: { id: string } };
    expect(fixture.double.state.users.get(session.visitor.id)?.appMetadata.role).toBe('visitor');
    expect((await call('PUT', `/api/account/saved-homes/${ACTIVE_ID}`, cookie)).status).toBe(200);
    expect(await (await call('GET', '/api/account/saved-homes/ids', cookie)).json()).toEqual({ ids: [ACTIVE_ID] });
    expect((await call('POST', '/api/account/sign-out', cookie)).status).toBeLessThan(300);
    expect(await (await call('GET', '/api/account/session', cookie)).json()).toEqual({ visitor: null });
    expect((await call('POST', '/api/account/sign-in', '', BUYER)).status).toBe(200);
  });

  it('mails a sign-in link through the site whose code opens a visitor session once', async () => {
    expect(
      await (await call('POST', '/api/account/sign-in-link', '', { email: 'link.only@example.com' })).json(),
    ).toEqual({ sent: true });
    await expect.poll(async () => (await fixture.sentMail()).length).toBe(1);
    const [mail] = await fixture.sentMail();
    expect(mail?.text).toContain('/account/sign-in?code=');
    const code = /code=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(await (await call('POST', '/api/account/exchange', '', { code })).json()).toMatchObject({
      visitor: { email: 'link.only@example.com' },
    });
    expect((await call('POST', '/api/account/exchange', '', { code })).status).toBe(400);
  });

  it('keeps staff and visitors apart: neither signs in at the other’s door', async () => {
    await signUp();
    await addStaff();
    expect((await call('POST', '/api/account/sign-in', '', STAFF)).status).toBe(400);
    expect((await call('POST', '/api/auth/sign-in', '', BUYER)).status).toBe(400);
  });

  it('never lets a visitor reach /api/admin (401), even with the token in the admin cookie', async () => {
    const cookie = await signUp();
    for (const path of ['/api/admin/agents', '/api/admin/users', '/api/admin/footer-links', '/api/admin/audit-log'])
      expect((await call('GET', path, cookie)).status).toBe(401);
    const forged = visitorSessionAsAdminCookie(cookie);
    for (const path of ['/api/admin/agents', '/api/admin/users', '/api/admin/audit-log'])
      expect((await call('GET', path, forged)).status).toBe(401);
    expect((await (await call('GET', '/api/auth/session', forged)).json()).user).toBeNull();
  });

  it('deletes the account and its rows', async () => {
    const cookie = await signUp();
    const { visitor } = (await (await call('GET', '/api/account/session', cookie)).json()) as {
      visitor: { id: string };
    };
    expect((await call('DELETE', '/api/account', cookie)).status).toBeLessThan(300);
    expect(erased).toEqual([visitor.id]);
    expect(fixture.double.state.users.has(visitor.id)).toBe(false);
    expect((await call('POST', '/api/account/sign-in', '', BUYER)).status).toBe(400);
  });
});

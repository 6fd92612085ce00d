import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOTP_PERIOD_S } from '@app/domain';
import { goTrueFactorsFixture } from '@app/adapters-supabase/test-support';
import { createTestApp } from '../test-app.ts';
import { cookiesFrom, requestFrom } from './auth-test-kit.ts';

/** Two-step sign-in with Supabase Auth (the GoTrue double): ADR 0039's routes over SupabaseAuthFactors. */
const MARIA = { email: 'maria@palmetto.example', password: 'Gulf-Shore-2026' };
const OMAR = { email: 'omar@palmetto.example', password: 'Naples-Pier-2027' };
const STEP_MS = TOTP_PERIOD_S * 1000;
const RESET_PAGE = 'http://localhost/reset-password';

let fixture: Awaited<ReturnType<typeof goTrueFactorsFixture>>;
let kit: ReturnType<typeof createTestApp>;
let address = 0;

beforeAll(async () => {
  fixture = await goTrueFactorsFixture();
  const { gateway } = fixture;
  kit = createTestApp({
    auth: {
      gateway,
      userAdmin: fixture.admin,
      factors: fixture.factors,
      forBrowser: (cookies) => gateway.withFlowCookies(cookies),
      sentInvitations: async () => [],
    },
  });
});
afterAll(() => fixture.close?.());
beforeEach(async () => {
  await fixture.reset();
  address++;
});

const call = (...args: Parameters<ReturnType<typeof requestFrom>>) =>
  requestFrom(kit.app, () => `10.3.0.${String(address)}`)(...args);
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

async function signIn(credentials: { email: string; password: string }) {
  const response = await call('POST', '/api/auth/sign-in', '', credentials);
  expect(response.status).toBe(200);
  return { cookie: cookiesFrom(response), body: await json(response) };
}

/** A user with two-step sign-in turned on through the API; answers the factor and the raised session's cookie. */
async function withTwoStep(credentials: { email: string; password: string }, role: 'admin' | 'editor') {
  await fixture.admin.createUser({ ...credentials, role, redirectTo: RESET_PAGE });
  const { cookie } = await signIn(credentials);
  const enrolment = (await json(await call('POST', '/api/auth/factors', cookie))) as {
    factorId: string;
    secret: string;
    uri: string;
  };
  expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Palmetto%20Realty%20Admin:/);
  expect(await json(await call('GET', '/api/auth/factors', cookie))).toMatchObject({
    factors: [{ id: enrolment.factorId, status: 'unverified' }],
  });
  const verified = await call('POST', `/api/auth/factors/${enrolment.factorId}/verify`, cookie, {
    code: fixture.codeFor(enrolment.secret),
  });
  expect(verified.status).toBe(200);
  expect(await json(verified)).toMatchObject({ event: 'MFA_CHALLENGE_VERIFIED' });
  return { ...enrolment, cookie: cookiesFrom(verified, cookie) };
}

describe('two-step sign-in with Supabase Auth', () => {
  it('turns on, then sign-in asks for the code before the admin area opens, and a code works once', async () => {
    const { factorId, secret, cookie } = await withTwoStep(MARIA, 'admin');
    expect((await call('POST', '/api/auth/sign-out', cookie)).status).toBe(200);
    fixture.advance(STEP_MS);

    const { cookie: passwordOnly, body } = await signIn(MARIA);
    expect(body).toMatchObject({ event: 'SIGNED_IN', mfaFactorId: factorId });
    expect(await json(await call('GET', '/api/auth/session', passwordOnly))).toMatchObject({ mfaFactorId: factorId });
    const refused = await call('GET', '/api/admin/users', passwordOnly);
    expect(refused.status).toBe(401);
    expect(await json(refused)).toMatchObject({ code: 'insufficient_aal' });

    const wrong = await call('POST', `/api/auth/factors/${factorId}/verify`, passwordOnly, { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toMatchObject({ code: 'mfa_verification_failed' });
    const code = fixture.codeFor(secret);
    const right = await call('POST', `/api/auth/factors/${factorId}/verify`, passwordOnly, { code });
    expect(right.status).toBe(200);
    const raised = cookiesFrom(right, passwordOnly);
    expect((await call('GET', '/api/admin/users', raised)).status).toBe(200);
    expect(await json(await call('GET', '/api/auth/session', raised))).not.toHaveProperty('mfaFactorId');

    const another = await signIn(MARIA);
    const replayed = await call('POST', `/api/auth/factors/${factorId}/verify`, another.cookie, { code });
    expect(replayed.status).toBe(422);
    expect(await json(replayed)).toMatchObject({ code: 'mfa_verification_failed' });
  });

  it('turns off with a newer code, keeping the session the code renewed; then a password alone signs in', async () => {
    const { factorId, secret, cookie } = await withTwoStep(MARIA, 'admin');
    const passwordOnly = await signIn(MARIA);
    fixture.advance(STEP_MS);
    const early = await call('DELETE', `/api/auth/factors/${factorId}`, passwordOnly.cookie, {
      code: fixture.codeFor(secret),
    });
    expect(await json(early)).toMatchObject({ code: 'insufficient_aal' });
    expect((await call('DELETE', `/api/auth/factors/${factorId}`, cookie, { code: '123456' })).status).toBe(422);
    const removed = await call('DELETE', `/api/auth/factors/${factorId}`, cookie, { code: fixture.codeFor(secret) });
    expect(removed.status).toBe(200);
    const kept = cookiesFrom(removed, cookie);
    expect(kept).not.toBe(cookie);
    // The renewed refresh token was stored: after GoTrue's reuse interval a refresh works, and the session goes on.
    fixture.advance((fixture.double.config.reuseIntervalSeconds + 1) * 1000);
    expect((await call('POST', '/api/auth/refresh', kept)).status).toBe(200);
    expect(await json(await call('GET', '/api/auth/factors', kept))).toEqual({ factors: [] });

    const again = await signIn(MARIA);
    expect(again.body).not.toHaveProperty('mfaFactorId');
    expect((await call('GET', '/api/admin/users', again.cookie)).status).toBe(200);
  });

  it("lets an admin turn off another user's two-step sign-in (a lost phone)", async () => {
    await withTwoStep(OMAR, 'editor');
    await fixture.admin.createUser({ ...MARIA, role: 'admin', redirectTo: RESET_PAGE });
    const admin = await signIn(MARIA);
    const omar = (await fixture.admin.listUsers()).find((user) => user.email === OMAR.email);
    const removed = await call('DELETE', `/api/admin/users/${omar?.id ?? ''}/factors`, admin.cookie);
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ removed: 1 });
    expect((await signIn(OMAR)).body).not.toHaveProperty('mfaFactorId');
  });
});

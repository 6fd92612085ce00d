import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { TOTP_CODE_ACCEPTABLE_MS, TOTP_PERIOD_S } from '@app/domain';
import { goTrueFactorsFixture } from '../../test-support/gotrue-double/gotrue-factors-fixture.ts';
import { base32Decode, base32Encode, hotp, totpAt } from '../../test-support/gotrue-double/gotrue-totp.ts';
import { accessTokenClaims } from './access-token-claims.ts';
import { createMemorySpentTotpCodes } from './spent-totp-codes.ts';

const MARIA = { email: 'maria@palmetto.example', password: 'Gulf-Shore-2026' };
const CONTEXT = { clientAddress: '127.0.0.1' };
const STEP_MS = TOTP_PERIOD_S * 1000;

describe('the GoTrue double’s TOTP (pquerna/otp’s parameters)', () => {
  it('passes RFC 6238 appendix B (SHA-1, 8 digits, 30 s steps)', () => {
    const secret = Buffer.from('12345678901234567890');
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(hotp(secret, Math.floor(seconds / 30), 8)).toBe(code);
    // The six-digit code authenticator apps show is the low six digits of the same value.
    expect(totpAt(base32Encode(secret), 59_000)).toBe('287082');
  });

  it('reads back any secret it writes in base32', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        const text = base32Encode(bytes);
        expect(text).toMatch(/^[A-Z2-7]+$/);
        expect([...base32Decode(text)]).toEqual([...bytes]);
      }),
    );
  });
});

const fixturePromise = goTrueFactorsFixture();
afterAll(async () => (await fixturePromise).close?.());
beforeEach(async () => (await fixturePromise).reset());

async function mariaWithFactor(verify = true) {
  const fixture = await fixturePromise;
  await fixture.admin.createUser({ ...MARIA, role: 'admin', redirectTo: 'http://127.0.0.1/reset-password' });
  const session = await fixture.gateway.signInWithPassword(MARIA, CONTEXT);
  const enrolment = await fixture.factors.enrollTotp(session.access_token, 'Palmetto Realty Admin');
  if (!verify) return { fixture, session, enrolment };
  const raised = await fixture.factors.verifyTotp(
    session.access_token,
    enrolment.factorId,
    fixture.codeFor(enrolment.secret),
  );
  return { fixture, session: raised, enrolment };
}

/** A raw call to the double's Auth API with a user's token, as supabase-js makes it. */
async function gotrue(path: string, accessToken: string, body: unknown, forwardedFor = '') {
  const fixture = await fixturePromise;
  const answer = await fetch(`${fixture.double.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: fixture.double.anonKey,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...(forwardedFor === '' ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe('the GoTrue double’s factor endpoints', () => {
  it('answers an enrolment as GoTrue: the otpauth URI, the secret and an SVG QR code', async () => {
    const fixture = await fixturePromise;
    await fixture.admin.createUser({ ...MARIA, role: 'admin', redirectTo: 'http://127.0.0.1/reset-password' });
    const session = await fixture.gateway.signInWithPassword(MARIA, CONTEXT);
    const answer = await gotrue('/factors', session.access_token, {
      factor_type: 'totp',
      friendly_name: 'Phone',
      issuer: 'Palmetto Realty Admin',
    });
    expect(answer.status).toBe(200);
    const totp = answer.body.totp as { uri: string; secret: string; qr_code: string };
    expect(totp.uri).toBe(
      `otpauth://totp/Palmetto%20Realty%20Admin:maria@palmetto.example?algorithm=SHA1&digits=6&issuer=Palmetto+Realty+Admin&period=30&secret=${totp.secret}`,
    );
    expect(totp.qr_code).toMatch(/^<svg/);
    expect(
      (await gotrue('/factors', session.access_token, { factor_type: 'totp', friendly_name: 'Phone' })).body,
    ).toMatchObject({ code: 'mfa_factor_name_conflict' });
    expect((await gotrue('/factors', session.access_token, { factor_type: 'sms' })).status).toBe(400);
  });

  it('verifies a challenge once, from the address that asked for it, within its expiry', async () => {
    const { fixture, session, enrolment } = await mariaWithFactor();
    const challenge = async (from = '') =>
      (await gotrue(`/factors/${enrolment.factorId}/challenge`, session.access_token, {}, from)).body.id as string;
    fixture.advance(STEP_MS);
    const code = fixture.codeFor(enrolment.secret);
    const first = await challenge('10.0.0.1');
    expect(
      (await gotrue(`/factors/${enrolment.factorId}/verify`, session.access_token, { challenge_id: first, code })).body,
    ).toMatchObject({ code: 'mfa_ip_address_mismatch' });
    const second = await challenge();
    fixture.advance(301_000);
    expect(
      (await gotrue(`/factors/${enrolment.factorId}/verify`, session.access_token, { challenge_id: second, code }))
        .body,
    ).toMatchObject({ code: 'mfa_challenge_expired' });
  });

  it('raises the session to aal2 with a totp amr, keeps it through a refresh, and ends the user’s aal1 sessions', async () => {
    const { fixture, session, enrolment } = await mariaWithFactor();
    expect(accessTokenClaims(session.access_token).aal).toBe('aal2');
    expect(accessTokenClaims(session.access_token).methods).toEqual(['totp', 'password']);
    const refreshed = await fixture.gateway.refreshSession(session.refresh_token);
    expect(accessTokenClaims(refreshed.access_token).aal).toBe('aal2');

    fixture.advance(STEP_MS);
    const passwordOnly = await fixture.gateway.signInWithPassword(MARIA, CONTEXT);
    const other = await fixture.gateway.signInWithPassword(MARIA, CONTEXT);
    await fixture.factors.verifyTotp(other.access_token, enrolment.factorId, fixture.codeFor(enrolment.secret));
    await expect(fixture.gateway.getUser(passwordOnly.access_token)).rejects.toMatchObject({
      code: 'session_missing',
    });
    await expect(fixture.gateway.getUser(refreshed.access_token)).resolves.toMatchObject({ email: MARIA.email });
  });

  it('lists and deletes a user’s factors through the admin API, downgrading the sessions they raised', async () => {
    const { fixture, session } = await mariaWithFactor();
    const [user] = [...fixture.double.state.users.values()];
    expect(await fixture.factors.removeFactors(user?.id ?? '')).toBe(1);
    expect(await fixture.factors.removeFactors(user?.id ?? '')).toBe(0);
    expect(fixture.double.state.sessions.get(String(decodeSession(session.access_token)))?.mfa).toBeNull();
    await expect(fixture.factors.removeFactors('not-a-user')).rejects.toThrow('User not found');
  });
});

function decodeSession(accessToken: string): unknown {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    session_id?: unknown;
  };
  return payload.session_id;
}

describe('SupabaseAuthFactors', () => {
  it('takes a code typed with a space, refuses a visitor’s token, and names a refused enrolment at aal1', async () => {
    const { fixture, enrolment } = await mariaWithFactor();
    fixture.advance(STEP_MS);
    const again = await fixture.gateway.signInWithPassword(MARIA, CONTEXT);
    await expect(fixture.factors.enrollTotp(again.access_token, 'Palmetto')).rejects.toMatchObject({
      code: 'insufficient_aal',
    });
    const code = fixture.codeFor(enrolment.secret);
    const raised = await fixture.factors.verifyTotp(
      again.access_token,
      enrolment.factorId,
      `${code.slice(0, 3)} ${code.slice(3)}`,
    );
    expect(await fixture.factors.assuranceLevel(raised.access_token)).toEqual({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    await expect(fixture.factors.verifyTotp(raised.access_token, 'not-a-factor', '123456')).rejects.toMatchObject({
      code: 'mfa_factor_not_found',
    });
    await expect(fixture.factors.verifyTotp(raised.access_token, enrolment.factorId, '12345')).rejects.toMatchObject({
      code: 'mfa_verification_failed',
    });
    Object.assign(fixture.double.state.userByEmail(MARIA.email)?.appMetadata ?? {}, { role: 'visitor' });
    await expect(fixture.factors.listFactors(raised.access_token)).rejects.toMatchObject({ code: 'session_missing' });
  });

  it('replaces an unverified factor when enrolling again, and answers the renewed session after removing one', async () => {
    const { fixture, session, enrolment } = await mariaWithFactor(false);
    const second = await fixture.factors.enrollTotp(session.access_token, 'Palmetto');
    expect((await fixture.factors.listFactors(session.access_token)).map((factor) => factor.id)).toEqual([
      second.factorId,
    ]);
    expect(second.factorId).not.toBe(enrolment.factorId);
    const raised = await fixture.factors.verifyTotp(
      session.access_token,
      second.factorId,
      fixture.codeFor(second.secret),
    );
    fixture.advance(STEP_MS);
    const kept = await fixture.factors.unenroll(raised.access_token, second.factorId, fixture.codeFor(second.secret));
    expect(kept?.refresh_token).toMatch(/\w/);
    expect(kept?.refresh_token).not.toBe(raised.refresh_token);
    await expect(fixture.gateway.refreshSession(kept?.refresh_token ?? '')).resolves.toMatchObject({
      user: { email: MARIA.email },
    });
  });
});

describe(createMemorySpentTotpCodes, () => {
  it('refuses a claimed code until TOTP_CODE_ACCEPTABLE_MS passed, and takes a released one again', async () => {
    let now = 1_800_000_000_000;
    const spent = createMemorySpentTotpCodes(() => now);
    expect(await spent.claim('factor-a', '123456')).toBe(true);
    expect(await spent.claim('factor-a', '123456')).toBe(false);
    expect(await spent.claim('factor-b', '123456')).toBe(true);
    now += TOTP_CODE_ACCEPTABLE_MS - 1;
    expect(await spent.claim('factor-a', '123456')).toBe(false);
    now += 1;
    expect(await spent.claim('factor-a', '123456')).toBe(true);
    await spent.release('factor-a', '123456');
    expect(await spent.claim('factor-a', '123456')).toBe(true);
  });
});

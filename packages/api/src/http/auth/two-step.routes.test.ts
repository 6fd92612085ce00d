import { describe, expect, it } from 'vitest';
import { totpStepAt, TOTP_PERIOD_S } from '@app/domain';
import { totpCodeAt } from '@app/adapters-postgres';
import { PASSWORD, cookiesFrom, useAuthTestKit } from './auth-test-kit.ts';

const { kit, env } = useAuthTestKit('10.2.0');

const MARIA = 'maria@palmetto.example';
const send = (method: string, path: string, body: unknown, cookie: string) =>
  kit().app.request(
    path,
    { method, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) },
    env(),
  );
const get = (path: string, cookie: string) => kit().app.request(path, { headers: { cookie } }, env());

/** The code an authenticator app shows for the secret now (the kit's clock), `steps` steps away. */
function codeOf(secret: string, at: number, steps = 0): string {
  return totpCodeAt(secret, totpStepAt(at) + steps);
}

async function signIn(): Promise<{ cookie: string; body: Record<string, unknown> }> {
  const response = await send('POST', '/api/auth/sign-in', { email: MARIA, password: PASSWORD }, '');
  return { cookie: cookiesFrom(response), body: (await response.json()) as Record<string, unknown> };
}

/** Maria with a verified factor; answers its id and secret. */
async function withVerifiedFactor(): Promise<{ factorId: string; secret: string }> {
  await kit().addUser(MARIA, 'admin');
  const { cookie } = await signIn();
  const enrolment = (await (await send('POST', '/api/auth/factors', {}, cookie)).json()) as {
    factorId: string;
    secret: string;
    uri: string;
  };
  expect(enrolment.uri).toContain('otpauth://totp/');
  const verified = await send(
    'POST',
    `/api/auth/factors/${enrolment.factorId}/verify`,
    { code: codeOf(enrolment.secret, kit().now()) },
    cookie,
  );
  expect(verified.status).toBe(200);
  expect(await verified.json()).toMatchObject({ event: 'MFA_CHALLENGE_VERIFIED' });
  return enrolment;
}

describe('two-step sign-in', () => {
  it('keeps a session that signed in with its password out of /admin and /api/admin until its code is verified', async () => {
    const { factorId, secret } = await withVerifiedFactor();
    kit().advance(TOTP_PERIOD_S * 1000);
    const { cookie, body } = await signIn();
    expect(body).toMatchObject({ event: 'SIGNED_IN', mfaFactorId: factorId });
    expect(await (await get('/api/auth/session', cookie)).json()).toMatchObject({ mfaFactorId: factorId });
    const refused = await get('/api/admin/anything', cookie);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'insufficient_aal' });
    expect((await get('/admin/users', cookie)).headers.get('location')).toMatch(/^\/admin-console-login/);

    const wrong = await send('POST', `/api/auth/factors/${factorId}/verify`, { code: '000000' }, cookie);
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ code: 'mfa_verification_failed' });
    const right = await send(
      'POST',
      `/api/auth/factors/${factorId}/verify`,
      { code: codeOf(secret, kit().now()) },
      cookie,
    );
    expect(right.status).toBe(200);
    const raised = cookiesFrom(right, cookie);
    expect((await get('/api/admin/anything', raised)).status).toBe(200);
    expect(await (await get('/api/auth/session', raised)).json()).not.toHaveProperty('mfaFactorId');
  });

  it('refuses a code used once already, and locks out after 5 wrong codes in 15 minutes (429)', async () => {
    const { factorId, secret } = await withVerifiedFactor();
    const { cookie } = await signIn();
    const used = await send(
      'POST',
      `/api/auth/factors/${factorId}/verify`,
      { code: codeOf(secret, kit().now()) },
      cookie,
    );
    expect(used.status).toBe(422);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await send('POST', `/api/auth/factors/${factorId}/verify`, { code: '111111' }, cookie)).status).toBe(422);
    kit().advance(TOTP_PERIOD_S * 1000);
    const locked = await send(
      'POST',
      `/api/auth/factors/${factorId}/verify`,
      { code: codeOf(secret, kit().now()) },
      cookie,
    );
    expect(locked.status).toBe(429);
  });

  it('removes a factor with a current code; then a password alone opens the admin area again', async () => {
    const { factorId, secret } = await withVerifiedFactor();
    kit().advance(TOTP_PERIOD_S * 1000);
    const { cookie } = await signIn();
    const at = kit().now();
    const raised = cookiesFrom(
      await send('POST', `/api/auth/factors/${factorId}/verify`, { code: codeOf(secret, at) }, cookie),
      cookie,
    );
    expect((await send('DELETE', `/api/auth/factors/${factorId}`, { code: '123456' }, raised)).status).toBe(422);
    const removed = await send('DELETE', `/api/auth/factors/${factorId}`, { code: codeOf(secret, at, 1) }, raised);
    expect(removed.status).toBe(200);
    const again = await signIn();
    expect(again.body).not.toHaveProperty('mfaFactorId');
    expect((await get('/api/admin/anything', again.cookie)).status).toBe(200);
  });

  it('answers 400, never 5xx, for bad bodies and unknown factors, and 400 without a session', async () => {
    await kit().addUser(MARIA, 'admin');
    const { cookie } = await signIn();
    for (const body of [{}, { code: 5 }, { code: '1'.repeat(50) }, { code: '123456', extra: 1 }, [], null])
      expect((await send('POST', '/api/auth/factors/x/verify', body, cookie)).status, JSON.stringify(body)).toBe(400);
    expect((await send('POST', '/api/auth/factors/not-a-factor/verify', { code: '123456' }, cookie)).status).toBe(404);
    expect((await send('POST', '/api/auth/factors', {}, '')).status).toBe(400);
  });
});

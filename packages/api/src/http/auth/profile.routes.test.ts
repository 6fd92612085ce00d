import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@app/domain';
import { PASSWORD, cookiesFrom, useAuthTestKit } from './auth-test-kit.ts';
import { profileChangeSummary } from './profile.routes.ts';

const { kit, env } = useAuthTestKit('10.1.0');

const MARIA = 'maria@palmetto.example';
const request = (method: string, path: string, body: string, cookie: string) =>
  kit().app.request(path, { method, headers: { 'content-type': 'application/json', cookie }, body }, env());
const putProfile = (body: unknown, cookie: string) => request('PUT', '/api/auth/profile', JSON.stringify(body), cookie);

async function signedIn(): Promise<string> {
  await kit().addUser(MARIA, 'editor');
  return cookiesFrom(
    await request('POST', '/api/auth/sign-in', JSON.stringify({ email: MARIA, password: PASSWORD }), ''),
  );
}

describe('PUT /api/auth/profile', () => {
  it('keeps a new name, answered as USER_UPDATED and read back by the session', async () => {
    const cookie = await signedIn();
    const response = await putProfile({ name: ' Maria Lopez ' }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ event: 'USER_UPDATED', user: { email: MARIA, name: 'Maria Lopez' } });
    const session = await kit().app.request('/api/auth/session', { headers: { cookie } }, env());
    expect(await session.json()).toMatchObject({ user: { name: 'Maria Lopez' } });
  });

  it('asks for the current password to change the address, refusing a wrong one with a clear message', async () => {
    const cookie = await signedIn();
    const missing = await putProfile({ email: 'maria.lopez@palmetto.example' }, cookie);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: 'current_password_required',
      error: 'Enter your current password to change your email address.',
    });
    const wrong = await putProfile({ email: 'maria.lopez@palmetto.example', current_password: 'Wrong-2026x' }, cookie);
    expect(await wrong.json()).toEqual({
      code: 'current_password_invalid',
      error: 'Your current password is not right, so the email address was not changed.',
    });
    const right = await putProfile({ email: 'maria.lopez@palmetto.example', current_password: PASSWORD }, cookie);
    expect(await right.json()).toMatchObject({ user: { email: 'maria.lopez@palmetto.example' } });
  });

  it('counts wrong current passwords as failed sign-ins: the sixth try from one address is refused (429)', async () => {
    const cookie = await signedIn();
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (await putProfile({ email: 'x@palmetto.example', current_password: `Wrong-${attempt}` }, cookie)).status,
      ).toBe(400);
    const locked = await putProfile({ email: 'x@palmetto.example', current_password: PASSWORD }, cookie);
    expect(locked.status).toBe(429);
  });

  it('answers 400, never 5xx, for no session, unknown fields, bad values and bodies that are not objects', async () => {
    const cookie = await signedIn();
    expect((await putProfile({ name: 'Maria' }, '')).status).toBe(400);
    for (const body of [
      { role: 'admin' },
      { name: 5 },
      { name: 'x'.repeat(500) },
      { name: 'a\u0007b' },
      [],
      'text',
      null,
    ])
      expect((await putProfile(body, cookie)).status, JSON.stringify(body)).toBe(400);
    expect((await request('PUT', '/api/auth/profile', '{not json', cookie)).status).toBe(400);
    expect((await putProfile({ email: 'not an address', current_password: PASSWORD }, cookie)).status).toBe(400);
  });

  it('refuses an address another account holds with 422 email_exists', async () => {
    const cookie = await signedIn();
    await kit().addUser('jon@palmetto.example', 'admin');
    const taken = await putProfile({ email: 'JON@palmetto.example', current_password: PASSWORD }, cookie);
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({ code: 'email_exists' });
  });
});

describe(profileChangeSummary, () => {
  const before: AuthUser = { id: 'u', email: MARIA, role: 'editor', createdAt: '', lastSignInAt: null };
  it('says in plain words what changed', () => {
    expect(profileChangeSummary(before, { ...before, name: 'Maria' }, undefined)).toBe(
      `${MARIA} set their name to "Maria"`,
    );
    expect(profileChangeSummary(before, { ...before, email: 'new@palmetto.example' }, 'new@palmetto.example')).toBe(
      `${MARIA} changed their email address to new@palmetto.example`,
    );
    expect(profileChangeSummary(before, before, 'new@palmetto.example')).toContain('waiting for its confirmation link');
    expect(profileChangeSummary(before, before, undefined)).toBe(`${MARIA} saved their account unchanged`);
  });
});

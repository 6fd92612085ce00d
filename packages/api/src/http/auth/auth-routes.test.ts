import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@app/domain';
import { PASSWORD, cookiesFrom, createAuthTestKit } from './auth-test-kit.ts';

type Kit = Awaited<ReturnType<typeof createAuthTestKit>>;
let kit: Kit;
let address = 0;

beforeAll(async () => {
  kit = await createAuthTestKit();
}, 60_000);
afterAll(() => kit.close());
beforeEach(async () => {
  await kit.db.exec('truncate auth_accounts, mail_outbox cascade');
  address++;
});

/** Each test comes from its own address, so the per-address limits of one test do not reach the next. */
const env = () => ({ incoming: { socket: { remoteAddress: `10.0.0.${address}` } } });
const post = (path: string, body: unknown, cookie = '') =>
  kit.app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) },
    env(),
  );
const get = (path: string, cookie = '') => kit.app.request(path, { headers: { cookie } }, env());
const signIn = (email: string, password = PASSWORD, cookie = '') =>
  post('/api/auth/sign-in', { email, password }, cookie);
/** A sign-in from another address than the test's own. */
const signInFrom = (remoteAddress: string, email: string, password = PASSWORD) =>
  kit.app.request(
    '/api/auth/sign-in',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) },
    { incoming: { socket: { remoteAddress } } },
  );
const putUser = (body: unknown, cookie: string) =>
  kit.app.request(
    '/api/auth/user',
    { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) },
    env(),
  );

describe('sign-in', () => {
  it('sets the session in an httpOnly, SameSite=Lax, 400-day cookie on path / and answers SIGNED_IN', async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    const response = await signIn('maria@palmetto.example');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      event: 'SIGNED_IN',
      user: { email: 'maria@palmetto.example', role: 'admin' },
      redirectTo: '/admin',
    });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^sb-palmetto-auth-token=/);
    expect(cookie).toContain('Max-Age=34560000; Path=/; HttpOnly; SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('refuses wrong credentials and missing fields with the spec message', async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    expect(await (await signIn('maria@palmetto.example', 'Wrong-Pass-2026')).json()).toMatchObject({
      code: 'invalid_credentials',
    });
    const missing = await signIn('', '');
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe(ERROR_MESSAGES.authCredentialsRequired);
  });

  it('blocks an address on an account after 5 failed attempts, even with the right password, but not the owner elsewhere', async () => {
    await kit.addUser('locked@palmetto.example', 'admin');
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn('locked@palmetto.example', 'Wrong-Pass-2026')).status).toBe(400);
    expect((await signIn('locked@palmetto.example')).status).toBe(429);
    expect((await signInFrom(`192.0.2.${address}`, 'locked@palmetto.example')).status).toBe(200);
  });

  it('blocks an address after 20 failed attempts, whatever the accounts, but never counts successes', async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    for (let attempt = 0; attempt < 25; attempt++) expect((await signIn('maria@palmetto.example')).status).toBe(200);
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await signIn(`guess${attempt}@palmetto.example`, 'Wrong-Pass-2026')).status).toBe(400);
    expect((await signIn('maria@palmetto.example')).status).toBe(429);
  });

  it('sends the visitor back to the path remembered by the guard, once', async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    const refused = await get('/admin/agents?page=2');
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/admin-console-login');
    const remembered = cookiesFrom(refused);
    expect(remembered).toContain('sb-palmetto-redirect-path=%2Fadmin%2Fagents%3Fpage%3D2');
    const response = await signIn('maria@palmetto.example', PASSWORD, remembered);
    expect((await response.json()).redirectTo).toBe('/admin/agents?page=2');
    expect(cookiesFrom(response, remembered)).not.toContain('redirect-path');
  });
});

describe('guards', () => {
  it('answers 401 without a session and 403 without the role on /api/admin/*', async () => {
    await kit.addUser('ed@palmetto.example', 'editor');
    const none = await get('/api/admin/agents');
    expect(none.status).toBe(401);
    expect((await none.json()).error).toBe(ERROR_MESSAGES.authSessionMissing);
    const editor = cookiesFrom(await signIn('ed@palmetto.example'));
    expect((await get('/api/admin/agents', editor)).status).toBe(200);
    expect((await get('/api/admin/users', editor)).status).toBe(403);
    expect((await get('/api/admin/footer-links', editor)).status).toBe(403);
  });

  it('sends a signed-in visitor without the role to /not-authorized', async () => {
    await kit.addUser('norole@palmetto.example', null);
    await kit.addUser('ed@palmetto.example', 'editor');
    const noRole = cookiesFrom(await signIn('norole@palmetto.example'));
    expect((await get('/admin', noRole)).headers.get('location')).toBe('/not-authorized');
    const editor = cookiesFrom(await signIn('ed@palmetto.example'));
    expect((await get('/admin/footer-links', editor)).headers.get('location')).toBe('/not-authorized');
    expect(await (await get('/admin/articles', editor)).text()).toBe('admin page');
  });
});

describe('session, refresh and sign-out', () => {
  it('reports the session, refreshes it near expiry, and signs out', async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    let cookie = cookiesFrom(await signIn('maria@palmetto.example'));
    expect(await (await get('/api/auth/session', cookie)).json()).toMatchObject({
      event: 'INITIAL_SESSION',
      user: { email: 'maria@palmetto.example' },
    });
    kit.advance(3600_000 - 60_000);
    const refreshed = await get('/api/auth/session', cookie);
    expect((await refreshed.json()).event).toBe('TOKEN_REFRESHED');
    cookie = cookiesFrom(refreshed, cookie);
    const signedOut = await post('/api/auth/sign-out', {}, cookie);
    expect(await signedOut.json()).toMatchObject({ event: 'SIGNED_OUT', user: null });
    cookie = cookiesFrom(signedOut, cookie);
    expect((await (await get('/api/auth/session', cookie)).json()).user).toBeNull();
    const again = await post('/api/auth/sign-out', {}, cookie);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(ERROR_MESSAGES.authSessionMissing);
  });

  it('ends the session behind the 400-day cookie 30 days after sign-in, however often it was refreshed', async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    let cookie = cookiesFrom(await signIn('maria@palmetto.example'));
    for (let day = 0; day < 29; day++) {
      kit.advance(24 * 3600_000);
      const answer = await get('/api/auth/session', cookie);
      expect((await answer.json()).event).toBe('TOKEN_REFRESHED');
      cookie = cookiesFrom(answer, cookie);
    }
    kit.advance(2 * 24 * 3600_000);
    const ended = await get('/api/auth/session', cookie);
    expect((await ended.json()).user).toBeNull();
    expect(cookiesFrom(ended, cookie)).toBe('');
    expect((await get('/admin', cookie)).headers.get('location')).toBe('/admin-console-login');
  });

  it('refuses an unknown sign-out scope', async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    const cookie = cookiesFrom(await signIn('maria@palmetto.example'));
    expect((await post('/api/auth/sign-out?scope=everyone', {}, cookie)).status).toBe(400);
  });
});

describe('password change', () => {
  it('asks for the current password, then signs out every other browser and keeps this one', async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    const here = cookiesFrom(await signIn('maria@palmetto.example'));
    const elsewhere = cookiesFrom(await signIn('maria@palmetto.example'));
    const missing = await putUser({ password: 'Sanibel-Sunset-77' }, here);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: 'current_password_required',
      error: 'Enter your current password to choose a new one.',
    });
    const wrong = await putUser({ password: 'Sanibel-Sunset-77', current_password: 'Wrong-Pass-2026' }, here);
    expect(await wrong.json()).toEqual({
      code: 'current_password_invalid',
      error: 'Your current password is not right, so the password was not changed.',
    });
    expect((await (await get('/api/auth/session', elsewhere)).json()).user).not.toBeNull();
    const changed = await putUser({ password: 'Sanibel-Sunset-77', current_password: PASSWORD }, here);
    expect(await changed.json()).toMatchObject({ event: 'USER_UPDATED', user: { email: 'maria@palmetto.example' } });
    expect((await (await get('/api/auth/session', elsewhere)).json()).user).toBeNull();
    expect((await get('/api/admin/anything', elsewhere)).status).toBe(401);
    expect((await (await get('/api/auth/session', here)).json()).user).toMatchObject({
      email: 'maria@palmetto.example',
    });
    expect((await signIn('maria@palmetto.example', 'Sanibel-Sunset-77')).status).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins: the fifth from one address locks that address out of both', async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    const here = cookiesFrom(await signIn('maria@palmetto.example'));
    const guess = (n: number) => putUser({ password: 'Sanibel-Sunset-77', current_password: `Guess-${n}-2026` }, here);
    for (let n = 1; n <= 5; n += 1) expect((await guess(n)).status).toBe(400);

    const refused = await putUser({ password: 'Sanibel-Sunset-77', current_password: PASSWORD }, here);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect((await signIn('maria@palmetto.example')).status).toBe(429);
    // The owner from another address still gets their try (ADR 0020).
    expect((await signInFrom('10.9.9.9', 'maria@palmetto.example')).status).toBe(200);
  });
});

describe('password reset', () => {
  it("mails a link on the site's own address whatever Host the request names", async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    // @hono/node-server builds the request URL from the Host header; this is what `Host: evil.example` gives.
    const forged = await kit.app.request(
      'http://evil.example/api/auth/recover',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'evil.example' },
        body: JSON.stringify({ email: 'maria@palmetto.example' }),
      },
      env(),
    );
    expect(forged.status).toBe(200);
    // The answer leaves before the mail is written (the same time for any address).
    await expect.poll(() => kit.latestMail()).toBeDefined();
    const mail = await kit.latestMail();
    expect(mail?.text).toContain('http://localhost/reset-password?code=');
    expect(mail?.text).not.toContain('evil.example');
  });

  it('mails a link whose code signs in for a new password, refusing a weak one with reasons', async () => {
    await kit.addUser('maria@palmetto.example', 'admin');
    expect(await (await post('/api/auth/recover', { email: 'maria@palmetto.example' })).json()).toEqual({ sent: true });
    await expect.poll(() => kit.latestMail()).toBeDefined();
    const mail = await kit.latestMail();
    const code = /code=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.text).toContain('http://localhost/reset-password?code=');
    const exchanged = await post('/api/auth/exchange', { code });
    expect((await exchanged.json()).event).toBe('PASSWORD_RECOVERY');
    const cookie = cookiesFrom(exchanged);
    const put = (password: string) =>
      kit.app.request(
        '/api/auth/user',
        { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ password }) },
        env(),
      );
    const weak = await put('weak');
    expect(weak.status).toBe(422);
    expect((await weak.json()).reasons.length).toBeGreaterThan(1);
    expect((await (await put('Sanibel-Sunset-77')).json()).event).toBe('USER_UPDATED');
    expect((await signIn('maria@palmetto.example', 'Sanibel-Sunset-77')).status).toBe(200);
    expect((await post('/api/auth/exchange', { code })).status).toBe(400);
  });
});

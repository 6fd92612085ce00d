import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthGateway } from '@app/domain';
import { memoryAttemptCounters } from '../../limits/memory-attempt-counters.ts';
import { clientAddressUnder } from '../client-address.ts';
import { TRUST_NO_PROXY } from '../proxy-trust.ts';
import { createAuthTestKit } from './auth-test-kit.ts';
import type { BrowserCookies, HttpAuthDeps } from './auth-deps.ts';
import { passwordRoutes } from './password.routes.ts';

const never = new Promise<never>(() => undefined);
const unused = () => Promise.reject(new Error('not used by a reset request'));

/** A gateway that only asks for resets, each one calling `requestPasswordReset` of the test. */
function resetGateway(requestPasswordReset: AuthGateway['requestPasswordReset']): AuthGateway {
  return {
    signInWithPassword: unused,
    refreshSession: unused,
    getUser: unused,
    signOut: unused,
    exchangeCode: unused,
    updatePassword: unused,
    updateProfile: unused,
    requestPasswordReset,
  };
}

function appWith(deps: HttpAuthDeps) {
  const limits = { clientAddress: clientAddressUnder(TRUST_NO_PROXY), counters: memoryAttemptCounters() };
  return new Hono().route('/', passwordRoutes(deps, 'https://www.palmettorealtygroup.com', limits));
}

const ask = (app: Hono, email: string) =>
  app.request('/api/auth/recover', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('a password-reset request', () => {
  it('is answered before the gateway has looked the address up or mailed anything', async () => {
    const asked: string[] = [];
    const gateway = resetGateway((email) => {
      asked.push(email);
      return never;
    });
    const response = await ask(appWith({ gateway, clock: { now: () => Date.now() } }), 'maria@palmetto.example');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    expect(asked).toEqual(['maria@palmetto.example']);
  });

  it('is answered 200 when the gateway fails afterwards (the failure is logged, not answered)', async () => {
    const gateway = resetGateway(() => Promise.reject(new Error('mail outbox down')));
    const response = await ask(appWith({ gateway, clock: { now: () => Date.now() } }), 'maria@palmetto.example');
    expect(response.status).toBe(200);
  });

  it('with a flow kept in the browser, waits for its cookie and no longer', async () => {
    const forBrowser = (cookies: BrowserCookies) =>
      resetGateway(async () => {
        cookies.set('sb-palmetto-auth-code-verifier', 'verifier', { maxAge: 600 });
        await never;
      });
    const app = appWith({ gateway: resetGateway(unused), forBrowser, clock: { now: () => Date.now() } });
    const response = await ask(app, 'maria@palmetto.example');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([
      'sb-palmetto-auth-code-verifier=verifier; Max-Age=600; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });
});

describe('a password-reset request on the embedded accounts', () => {
  let kit: Awaited<ReturnType<typeof createAuthTestKit>>;
  beforeAll(async () => {
    kit = await createAuthTestKit();
    await kit.addUser('maria@palmetto.example', 'admin');
  }, 60_000);
  afterAll(() => kit.close());

  it('gets the same answer for a known and an unknown address, and mails only the known one', async () => {
    const answer = async (email: string) => {
      const response = await kit.app.request(
        '/api/auth/recover',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) },
        { incoming: { socket: { remoteAddress: `10.2.0.${email.length}` } } },
      );
      return { status: response.status, headers: [...response.headers], body: await response.text() };
    };
    const known = await answer('maria@palmetto.example');
    const unknown = await answer('nobody@palmetto.example');
    expect(unknown).toEqual(known);
    await expect.poll(async () => (await kit.latestMail())?.to).toBe('maria@palmetto.example');
  });
});

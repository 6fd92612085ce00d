import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AuthGateway, AuthSession, AuthUser } from '@app/domain';
import { InMemoryAuditLog } from '@app/testing';
import type { BrowserCookies } from './auth-deps.ts';
import { memoryAttemptCounters } from '../../limits/memory-attempt-counters.ts';
import { clientAddressUnder } from '../client-address.ts';
import { TRUST_NO_PROXY } from '../proxy-trust.ts';
import { passwordRoutes } from './password.routes.ts';
import { signInRoutes } from './sign-in.routes.ts';

const maria: AuthUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'maria@palmetto.example',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00Z',
  lastSignInAt: null,
};
const session: AuthSession = {
  access_token: 'a.b.c',
  refresh_token: 'r',
  expires_in: 3600,
  expires_at: 4_102_444_800,
  token_type: 'bearer',
  user: maria,
};

function gateway(overrides: Partial<AuthGateway> = {}): AuthGateway {
  return {
    signInWithPassword: async () => session,
    refreshSession: async () => session,
    getUser: async () => maria,
    signOut: async () => undefined,
    requestPasswordReset: async () => undefined,
    exchangeCode: async () => session,
    updatePassword: async () => maria,
    updateProfile: async () => maria,
    ...overrides,
  };
}

function appWith(deps: Parameters<typeof signInRoutes>[0]) {
  const limits = { clientAddress: clientAddressUnder(TRUST_NO_PROXY), counters: memoryAttemptCounters() };
  return new Hono()
    .route('/', signInRoutes(deps, limits))
    .route('/', passwordRoutes(deps, 'https://www.palmettorealtygroup.com', limits));
}

const post = (body: unknown, cookie = '') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify(body),
});

describe('auth routes with an audit log and a browser-bound flow', () => {
  it('record sign-in and sign-out in the audit log', async () => {
    const audit = new InMemoryAuditLog();
    const app = appWith({ gateway: gateway(), clock: { now: () => Date.now() }, audit });
    const signedIn = await app.request('/api/auth/sign-in', post({ email: maria.email, password: 'Gulf-Shore-2026' }));
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    await app.request('/api/auth/sign-out?scope=global', post({}, cookie));
    const entries = (await audit.list({ page: 1, perPage: 5 })).items;
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['sign-out', 'maria@palmetto.example signed out (global)'],
      ['sign-in', 'maria@palmetto.example signed in'],
    ]);
  });

  it("keep a reset's flow secret in the asking browser's cookies and read it back on the exchange", async () => {
    const seen: string[] = [];
    const forBrowser = (cookies: BrowserCookies) =>
      gateway({
        requestPasswordReset: async () =>
          cookies.set('sb-palmetto-auth-code-verifier', 'base64-dmVyaWZpZXI', { maxAge: 34_560_000 }),
        exchangeCode: async () => {
          seen.push(...cookies.getAll().map((entry) => `${entry.name}=${entry.value}`));
          return session;
        },
      });
    const app = appWith({ gateway: gateway(), clock: { now: () => Date.now() }, forBrowser });
    const asked = await app.request('/api/auth/recover', post({ email: maria.email }));
    const [set] = asked.headers.getSetCookie();
    expect(set).toBe(
      'sb-palmetto-auth-code-verifier=base64-dmVyaWZpZXI; Max-Age=34560000; Path=/; HttpOnly; SameSite=Lax',
    );
    await app.request('/api/auth/exchange', post({ code: 'c0de' }, set?.split(';')[0]));
    expect(seen).toEqual(['sb-palmetto-auth-code-verifier=base64-dmVyaWZpZXI']);
  });
});

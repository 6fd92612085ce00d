import { afterAll, beforeAll, beforeEach } from 'vitest';
import { Hono } from 'hono';
import { migrate } from '@app/database';
import {
  PostgresAuthFactors,
  PostgresAuthGateway,
  PostgresAuthUserAdmin,
  PostgresOutboxMailer,
  latestOutboxMail,
  openEmbeddedDatabase,
  type Database,
  type ScryptCost,
} from '@app/adapters-postgres';
import type { SiteRole } from '@app/domain';
import { memoryAttemptCounters } from '../../limits/memory-attempt-counters.ts';
import { clientAddressUnder } from '../client-address.ts';
import { TRUST_NO_PROXY } from '../proxy-trust.ts';
import { adminApiGuard } from './admin-guard.ts';
import { guardPage } from './page-guard.ts';
import { passwordRoutes } from './password.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { twoStepRoutes } from './two-step.routes.ts';
import { signInRoutes } from './sign-in.routes.ts';

export const PASSWORD = 'Gulf-Shore-2026';
/** Below production's PASSWORD_HASH_COST, passed in explicitly: these tests sign in many times. */
const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

/** The auth routes and guards over the embedded gateway on an in-memory PGlite, with a clock tests move. */
export async function createAuthTestKit() {
  const db: Database = await openEmbeddedDatabase();
  await migrate(db);
  let offset = 0;
  const clock = { now: () => Date.now() + offset };
  const mailer = new PostgresOutboxMailer(db, () => undefined);
  const gateway = new PostgresAuthGateway(
    db,
    { secret: 'test-secret-of-enough-length', accessTokenSeconds: 3600, nowMs: clock.now },
    mailer,
    TEST_PASSWORD_COST,
  );
  const admin = new PostgresAuthUserAdmin(db, mailer, clock.now, TEST_PASSWORD_COST);
  const factors = new PostgresAuthFactors(db, {
    secret: 'test-secret-of-enough-length',
    accessTokenSeconds: 3600,
    nowMs: clock.now,
  });
  const deps = { gateway, clock, factors };
  const limits = { clientAddress: clientAddressUnder(TRUST_NO_PROXY), counters: memoryAttemptCounters() };
  const app = new Hono();
  app.route('/', signInRoutes(deps, limits));
  app.route('/', passwordRoutes(deps, 'http://localhost', limits));
  app.route('/', profileRoutes(deps, limits));
  app.route('/', twoStepRoutes(deps, limits));
  app.use('/api/admin/*', adminApiGuard(deps));
  app.get('/api/admin/*', (c) =>
    c.json({ ok: true, user: (c.get as (key: string) => { email: string })('user').email }),
  );
  app.get('/admin/*', async (c) => (await guardPage(c, deps)) ?? c.text('admin page'));
  app.get('/admin', async (c) => (await guardPage(c, deps)) ?? c.text('dashboard'));
  return {
    app,
    db,
    advance: (ms: number) => {
      offset += ms;
    },
    /** The kit's time now (moved by `advance`). */
    now: clock.now,
    addUser: (email: string, role: SiteRole | null) =>
      admin
        .createUser({
          email,
          role: role ?? 'editor',
          password: PASSWORD,
          redirectTo: 'http://localhost/reset-password',
        })
        .then((user) => (role === null ? admin.setRole(user.id, null) : user)),
    latestMail: async () => (await latestOutboxMail(db, 1))[0],
    close: () => db.close(),
  };
}

/**
 * A JSON request to a test app as Node hands it over, from `remoteAddress` (each test its own, so one test's sign-in
 * counts do not reach the next).
 */
export function requestFrom(
  app: { request: (path: string, init: RequestInit, env: object) => Response | Promise<Response> },
  remoteAddress: () => string,
) {
  return async (method: string, path: string, cookie = '', body?: unknown): Promise<Response> => {
    const headers = { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    return app.request(
      path,
      { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      { incoming: { socket: { remoteAddress: remoteAddress() }, headers } },
    );
  };
}

/** A visitor's session moved into the admin session cookie, as someone trying the admin area with it would. */
export function visitorSessionAsAdminCookie(visitorCookie: string): string {
  const session = decodeURIComponent(/palmetto-visitor-session=([^;]+)/.exec(visitorCookie)?.[1] ?? '');
  const { accessToken, refreshToken, expiresAt } = JSON.parse(session) as Record<string, string | number>;
  return `sb-palmetto-auth-token=${encodeURIComponent(
    JSON.stringify({ access_token: accessToken, refresh_token: refreshToken, expires_at: expiresAt }),
  )}`;
}

/** The cookies a response sets, as `name=value` pairs for the next request's Cookie header. */
export function cookiesFrom(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    if (/Max-Age=0/.test(header)) jar.delete(name);
    else jar.set(name, pair.slice(pair.indexOf('=') + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * A kit for one test file: made once, emptied before each test, and each test calling from its own address in
 * `network` (so the per-address limits of one test do not reach the next). Read the kit inside tests.
 */
export function useAuthTestKit(network: string) {
  let kit: Awaited<ReturnType<typeof createAuthTestKit>> | undefined;
  let address = 0;
  beforeAll(async () => {
    kit = await createAuthTestKit();
  }, 60_000);
  afterAll(() => kit?.close());
  beforeEach(async () => {
    await kit?.db.exec('truncate auth_accounts, mail_outbox cascade');
    address++;
  });
  return {
    kit: () => {
      if (kit === undefined) throw new Error('The auth test kit was not set up');
      return kit;
    },
    env: () => ({ incoming: { socket: { remoteAddress: `${network}.${address}` } } }),
  };
}

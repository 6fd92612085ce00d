import { authFactorsContract, authGatewayContract, authProfileContract, type AuthFactorsFixture } from '@app/testing';
import { totpStepAt } from '@app/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { ensureFirstAdmin, loadSigningKey, type FirstAdminReport } from './auth-bootstrap.ts';
import { PostgresAuthFactors } from './postgres-auth-factors.ts';
import { PostgresAuthGateway } from './postgres-auth-gateway.ts';
import { totpCodeAt } from './totp-secret.ts';
import { PostgresAuthUserAdmin } from './postgres-auth-user-admin.ts';
import { PostgresOutboxMailer, latestOutboxMail } from './postgres-outbox-mailer.ts';
import { hashPassword, PASSWORD_HASH_COST, verifyPassword, type ScryptCost } from './password-hash.ts';

/** The former production cost: the contract suite signs in many times, so it hashes at this lower cost, passed in. */
const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const AUTH_TABLES = [
  'auth_factors',
  'auth_accounts',
  'auth_sessions',
  'auth_refresh_tokens',
  'auth_one_time_codes',
  'mail_outbox',
];

async function postgresAuthFixture(
  kind: (typeof TEST_DATABASE_KINDS)[number],
  databaseName: string,
): Promise<AuthFactorsFixture> {
  const db = await openMigratedTestDatabase(kind, databaseName);
  let offset = 0;
  const nowMs = () => Date.now() + offset;
  const mailer = new PostgresOutboxMailer(db, () => undefined);
  const issuer = { secret: await loadSigningKey(db), accessTokenSeconds: 3600, nowMs };
  const factors = new PostgresAuthFactors(db, issuer);
  return {
    factors,
    factorAdmin: factors,
    codeFor: (secret, stepsFromNow = 0) => totpCodeAt(secret, totpStepAt(nowMs()) + stepsFromNow),
    gateway: new PostgresAuthGateway(db, issuer, mailer, TEST_PASSWORD_COST),
    admin: new PostgresAuthUserAdmin(db, mailer, nowMs, TEST_PASSWORD_COST),
    sentMail: async () => (await latestOutboxMail(db)).reverse(),
    advance: (ms) => {
      offset += ms;
    },
    reset: async () => {
      offset = 0;
      await truncate(db, AUTH_TABLES);
    },
    close: () => db.close(),
  };
}

for (const kind of TEST_DATABASE_KINDS) {
  authGatewayContract(`PostgresAuthGateway on ${kind}`, () => postgresAuthFixture(kind, 'auth_gateway'));
  authProfileContract(`PostgresAuthGateway on ${kind}`, () => postgresAuthFixture(kind, 'auth_profile'));
  authFactorsContract(`PostgresAuthFactors on ${kind}`, () => postgresAuthFixture(kind, 'auth_factors'));
}

describe('PostgresAuthGateway refresh races', () => {
  it('answers a tab that lags two rotations behind the one working token, and stores only hashes', async () => {
    const db = await openMigratedTestDatabase('PGlite', 'auth_races');
    try {
      const mailer = new PostgresOutboxMailer(db, () => undefined);
      let offset = 0;
      const issuer = { secret: await loadSigningKey(db), accessTokenSeconds: 3600, nowMs: () => Date.now() + offset };
      const gateway = new PostgresAuthGateway(db, issuer, mailer);
      const admin = new PostgresAuthUserAdmin(db, mailer, issuer.nowMs);
      const credentials = { email: 'maria@palmetto.example', password: 'Gulf-Shore-2026' };
      await admin.createUser({ ...credentials, role: 'admin', redirectTo: 'http://127.0.0.1/reset-password' });
      const first = await gateway.signInWithPassword(credentials, { clientAddress: '127.0.0.1' });
      const second = await gateway.refreshSession(first.refresh_token);
      offset += 3_000;
      const third = await gateway.refreshSession(second.refresh_token);
      offset += 3_000;
      expect((await gateway.refreshSession(first.refresh_token)).refresh_token).toBe(third.refresh_token);
      const { rows } = await db.query<{ token_hash: string }>('select token_hash from auth_refresh_tokens');
      expect(rows).toHaveLength(3);
      for (const token of [first, second, third].map((session) => session.refresh_token))
        expect(rows.map((row) => row.token_hash)).not.toContain(token);
      offset += 20_000;
      await expect(gateway.refreshSession(second.refresh_token)).rejects.toMatchObject({
        code: 'refresh_token_reused',
      });
      await expect(gateway.refreshSession(third.refresh_token)).rejects.toMatchObject({
        code: 'refresh_token_not_found',
      });
    } finally {
      await db.close();
    }
  });
});

describe.each(TEST_DATABASE_KINDS)('auth bootstrap on %s', (kind) => {
  const withDb = async (test: (db: Database) => Promise<void>) => {
    const db = await openMigratedTestDatabase(kind, 'auth_bootstrap');
    try {
      await test(db);
    } finally {
      await db.close();
    }
  };

  it('keeps one signing key per database unless one is configured', () =>
    withDb(async (db) => {
      const first = await loadSigningKey(db);
      expect(first.length).toBeGreaterThanOrEqual(64);
      expect(await loadSigningKey(db)).toBe(first);
      expect(await loadSigningKey(db, 'configured-secret')).toBe('configured-secret');
    }));

  it('makes the first admin once, with a generated password when none is given', () =>
    withDb(async (db) => {
      const report = await ensureFirstAdmin(db, { email: 'owner@palmetto.example' }, TEST_PASSWORD_COST);
      expect(report).toMatchObject({ created: true, email: 'owner@palmetto.example' });
      const password = report.created ? report.generatedPassword : null;
      const { rows } = await db.query<{ password_hash: string; role: string }>(
        'select password_hash, role from auth_accounts',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.role).toBe('admin');
      expect(await verifyPassword(password ?? '', rows[0]?.password_hash ?? '')).toBe(true);
      expect(await ensureFirstAdmin(db, { email: 'other@palmetto.example', password: 'Other-Pass-2026' })).toEqual({
        created: false,
      });
    }));

  // One connection on PGlite: two servers cannot insert at the same moment there.
  it.skipIf(kind === 'PGlite')(
    'makes nothing when another server makes the first admin at the same moment, and does not fail',
    () =>
      withDb(async (db) => {
        const admin = { email: 'owner@palmetto.example', password: 'Gulf-Shore-2026' };
        let ours: Promise<FirstAdminReport> = Promise.resolve({ created: false });
        await db.transaction(async (other) => {
          await other.query('insert into auth_accounts (email, password_hash, role) values ($1, $2, $3)', [
            admin.email,
            await hashPassword(admin.password, TEST_PASSWORD_COST),
            'admin',
          ]);
          // Ours finds no account (the other insert is not committed) and waits on the email index for it.
          ours = ensureFirstAdmin(db, admin, TEST_PASSWORD_COST);
          await expect
            .poll(async () => {
              const { rows } = await db.query<{ waiting: number }>(
                `select count(*)::int as waiting from pg_stat_activity
                 where wait_event_type = 'Lock' and query like 'insert into auth_accounts%'`,
              );
              return rows[0]?.waiting;
            })
            .toBe(1);
        });
        await expect(ours).resolves.toEqual({ created: false });
        const { rows } = await db.query<{ email: string }>('select email from auth_accounts');
        expect(rows).toEqual([{ email: admin.email }]);
      }),
  );

  it('refuses a weak configured admin password', () =>
    withDb(async (db) => {
      await expect(ensureFirstAdmin(db, { email: 'owner@palmetto.example', password: 'weak' })).rejects.toThrow(
        /too weak/,
      );
    }));
});

describe.each(TEST_DATABASE_KINDS)('password hashes on sign-in on %s', (kind) => {
  const PASSWORD = 'Gulf-Shore-2026';
  const storedHash = async (db: Database) =>
    (await db.query<{ password_hash: string }>('select password_hash from auth_accounts')).rows[0]?.password_hash ?? '';
  const withGateway = async (test: (db: Database, gateway: PostgresAuthGateway) => Promise<void>) => {
    const db = await openMigratedTestDatabase(kind, 'auth_rehash');
    try {
      const issuer = { secret: await loadSigningKey(db), accessTokenSeconds: 3600, nowMs: Date.now };
      await db.query('insert into auth_accounts (email, password_hash, role) values ($1, $2, $3)', [
        'owner@palmetto.example',
        await hashPassword(PASSWORD, TEST_PASSWORD_COST),
        'admin',
      ]);
      await test(db, new PostgresAuthGateway(db, issuer, new PostgresOutboxMailer(db, () => undefined)));
    } finally {
      await db.close();
    }
  };
  const signIn = (gateway: PostgresAuthGateway, password: string) =>
    gateway.signInWithPassword({ email: 'owner@palmetto.example', password }, { clientAddress: '127.0.0.1' });

  /** Four hashes at the production cost (about 0.3 s each on a quiet machine, seconds on a loaded one). */
  const PRODUCTION_COST_TIMEOUT_MS = 60_000;

  it(
    'a hash made at N = 2^14 signs in, and is stored again at N = 2^17 that still signs in',
    () =>
      withGateway(async (db, gateway) => {
        const former = await storedHash(db);
        expect(former).toMatch(/^scrypt\$16384\$8\$1\$/);
        await expect(signIn(gateway, PASSWORD)).resolves.toMatchObject({ user: { email: 'owner@palmetto.example' } });
        const current = await storedHash(db);
        expect(current).toMatch(new RegExp(`^scrypt\\$${PASSWORD_HASH_COST.N}\\$8\\$1\\$`));
        expect(await verifyPassword(PASSWORD, current)).toBe(true);
        await expect(signIn(gateway, PASSWORD)).resolves.toMatchObject({ user: { email: 'owner@palmetto.example' } });
        expect(await storedHash(db)).toBe(current);
      }),
    PRODUCTION_COST_TIMEOUT_MS,
  );

  it(
    'a wrong password leaves the former hash as it was',
    () =>
      withGateway(async (db, gateway) => {
        const former = await storedHash(db);
        await expect(signIn(gateway, 'Gulf-Shore-2025')).rejects.toThrow();
        expect(await storedHash(db)).toBe(former);
      }),
    PRODUCTION_COST_TIMEOUT_MS,
  );
});

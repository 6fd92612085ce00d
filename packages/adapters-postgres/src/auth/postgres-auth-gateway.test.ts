import { authGatewayContract } from '@app/testing';
import { describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { ensureFirstAdmin, loadSigningKey } from './auth-bootstrap.ts';
import { PostgresAuthGateway } from './postgres-auth-gateway.ts';
import { PostgresAuthUserAdmin } from './postgres-auth-user-admin.ts';
import { PostgresOutboxMailer, latestOutboxMail } from './postgres-outbox-mailer.ts';
import { verifyPassword } from './password-hash.ts';

const AUTH_TABLES = ['auth_accounts', 'auth_sessions', 'auth_refresh_tokens', 'auth_one_time_codes', 'mail_outbox'];

for (const kind of TEST_DATABASE_KINDS)
  authGatewayContract(`PostgresAuthGateway on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'auth_gateway');
    let offset = 0;
    const nowMs = () => Date.now() + offset;
    const mailer = new PostgresOutboxMailer(db, () => undefined);
    const issuer = { secret: await loadSigningKey(db), accessTokenSeconds: 3600, nowMs };
    return {
      gateway: new PostgresAuthGateway(db, issuer, mailer),
      admin: new PostgresAuthUserAdmin(db, mailer, nowMs),
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
      const report = await ensureFirstAdmin(db, { email: 'owner@palmetto.example' });
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

  it('refuses a weak configured admin password', () =>
    withDb(async (db) => {
      await expect(ensureFirstAdmin(db, { email: 'owner@palmetto.example', password: 'weak' })).rejects.toThrow(
        /too weak/,
      );
    }));
});

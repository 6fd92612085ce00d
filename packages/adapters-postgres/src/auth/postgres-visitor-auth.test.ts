import { visitorAuthContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { loadSigningKey } from './auth-bootstrap.ts';
import type { ScryptCost } from './password-hash.ts';
import { PostgresAuthGateway } from './postgres-auth-gateway.ts';
import { PostgresAuthUserAdmin } from './postgres-auth-user-admin.ts';
import { PostgresOutboxMailer, latestOutboxMail } from './postgres-outbox-mailer.ts';
import { PostgresVisitorAuth } from './postgres-visitor-auth.ts';

/** Below production's cost: the suite signs up and in many times. */
const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const AUTH_TABLES = ['auth_accounts', 'auth_sessions', 'auth_refresh_tokens', 'auth_one_time_codes', 'mail_outbox'];

for (const kind of TEST_DATABASE_KINDS)
  visitorAuthContract(`PostgresVisitorAuth on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'visitor_auth');
    const mailer = new PostgresOutboxMailer(db, () => undefined);
    const issuer = { secret: await loadSigningKey(db), accessTokenSeconds: 3600, nowMs: Date.now };
    return {
      visitors: new PostgresVisitorAuth(db, issuer, mailer, TEST_PASSWORD_COST),
      gateway: new PostgresAuthGateway(db, issuer, mailer, TEST_PASSWORD_COST),
      admin: new PostgresAuthUserAdmin(db, mailer, Date.now, TEST_PASSWORD_COST),
      sentMail: async () => (await latestOutboxMail(db)).reverse(),
      reset: () => truncate(db, AUTH_TABLES),
      close: () => db.close(),
    };
  });

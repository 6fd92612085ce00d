import { ensureFirstAdmin, loadSigningKey, PostgresAuthGateway, PostgresAuthUserAdmin, PostgresOutboxMailer, type Database } from '@app/adapters-postgres';
import type { AuthGateway, AuthUserAdmin, Clock } from '@app/domain';
import type { ServerConfig } from '../config/config.ts';

/** Access tokens live an hour; the browser refreshes them within 3 ticks of expiry. */
export const ACCESS_TOKEN_SECONDS = 3600;

/** Sign-in for the admin area, as the HTTP layer uses it. */
export interface AuthServices {
  readonly gateway: AuthGateway;
  readonly userAdmin: AuthUserAdmin;
  readonly clock: Clock;
}

/**
 * The embedded sign-in (accounts in Postgres; Supabase Auth is the hosted alternative, not wired
 * yet): makes the first admin account on a database without accounts and prints its sign-in once.
 */
export async function composeAuth(config: ServerConfig, database: Database, clock: Clock, log: (line: string) => void): Promise<AuthServices> {
  const mailer = new PostgresOutboxMailer(database, log);
  const secret = await loadSigningKey(database, config.authJwtSecret);
  const report = await ensureFirstAdmin(database, config.firstAdmin);
  if (report.created)
    log(
      report.generatedPassword === null
        ? `Created the first admin account ${report.email} (password from ADMIN_PASSWORD)`
        : `Created the first admin account. Sign in at /admin-console-login as ${report.email} with the password ${report.generatedPassword} (shown once; change it after signing in)`,
    );
  return {
    gateway: new PostgresAuthGateway(database, { secret, accessTokenSeconds: ACCESS_TOKEN_SECONDS, nowMs: () => clock.now() }, mailer),
    userAdmin: new PostgresAuthUserAdmin(database, mailer, () => clock.now()),
    clock,
  };
}

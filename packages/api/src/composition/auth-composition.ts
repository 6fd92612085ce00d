import {
  deleteVisitorRows,
  ensureFirstAdmin,
  latestOutboxMail,
  loadSigningKey,
  PostgresAuthFactors,
  PostgresAuthGateway,
  PostgresAuthUserAdmin,
  PostgresVisitorAuth,
  type Database,
  type FirstAdminReport,
} from '@app/adapters-postgres';
import { inviteMail, type Clock, type Mailer } from '@app/domain';
import type { ServerConfig } from '../config/config.ts';
import { databaseAttemptCounters } from '../limits/database-attempt-counters.ts';
import { spentTotpCodesOver } from './spent-totp-codes.ts';
import { ensureFirstSupabaseAdmin } from './supabase-first-admin.ts';
import type { AuthPorts } from './tokens.ts';

/** Access tokens live an hour; the browser refreshes them within 3 ticks of expiry. */
const ACCESS_TOKEN_SECONDS = 3600;

const INVITATION_SUBJECT = inviteMail('', '').subject;

function invitationsIn(database: Database) {
  return async (limit: number) =>
    (await latestOutboxMail(database, 200)).filter((mail) => mail.subject === INVITATION_SUBJECT).slice(0, limit);
}

/**
 * Tells the operator the first admin's sign-in, once. It is written as plain text on stdout rather than through the
 * logger, which masks e-mail addresses and writes JSON: this line is the one disclosure the README promises (the
 * address and the generated password, shown on the first start only).
 */
function reportFirstAdmin(report: FirstAdminReport, announce: (line: string) => void = console.info): void {
  if (!report.created) return;
  announce(
    report.generatedPassword === null
      ? `Made ${report.email} the first admin (password from ADMIN_PASSWORD, or the account's own)`
      : `Created the first admin account. Sign in at /admin-console-login as ${report.email} with the password ${report.generatedPassword} (shown once; change it after signing in)`,
  );
}

/** Supabase Auth through @supabase/ssr (PKCE), users managed with the service-role key (ADR 0009); loaded only when
 * configured. */
async function composeSupabaseAuth(
  config: ServerConfig,
  supabase: NonNullable<ServerConfig['supabase']>,
  database: Database,
  mailer: Mailer,
  log: (line: string) => void,
): Promise<AuthPorts> {
  const { SupabaseAuthFactors, SupabaseAuthGateway, SupabaseAuthUserAdmin, SupabaseVisitorAuth } =
    await import('@app/adapters-supabase');
  const gateway = new SupabaseAuthGateway({ url: supabase.url, anonKey: supabase.anonKey });
  const userAdmin = new SupabaseAuthUserAdmin({ url: supabase.url, serviceRoleKey: supabase.serviceRoleKey }, mailer);
  try {
    reportFirstAdmin(await ensureFirstSupabaseAdmin(userAdmin, config.firstAdmin, `${config.siteUrl}/reset-password`));
  } catch (error) {
    log(
      `Could not check for a first admin on Supabase Auth (${error instanceof Error ? error.message : String(error)}); sign-in may not work until it answers.`,
    );
  }
  // Visitor accounts are Supabase users with role visitor; their rows live in this database (ADR 0040).
  const visitors = new SupabaseVisitorAuth(
    {
      ...supabase,
      eraseVisitorRows: (visitorId) => database.transaction((tx) => deleteVisitorRows(tx, visitorId)),
    },
    mailer,
  );
  // Two-step sign-in on Supabase Auth's MFA; each accepted code is remembered in the shared rate-limit table.
  const factors = new SupabaseAuthFactors({
    url: supabase.url,
    anonKey: supabase.anonKey,
    serviceRoleKey: supabase.serviceRoleKey,
    spentCodes: spentTotpCodesOver(databaseAttemptCounters(database)),
  });
  return {
    gateway,
    userAdmin,
    factors,
    visitors,
    forBrowser: (cookies) => gateway.withFlowCookies(cookies),
    sentInvitations: invitationsIn(database),
  };
}

/**
 * The sign-in ports of the admin area (bound into the server container): Supabase Auth when SUPABASE_URL is set,
 * otherwise the embedded
 * accounts in Postgres. Either way the first admin account is made when none exists (a generated
 * password is printed once), and mails (invitations, resets an admin sends) go through `mailer` (the outbox, and
 * the delivery queue with SMTP_URL: mail-composition.ts).
 */
export async function loadAuthPorts(
  config: ServerConfig,
  database: Database,
  clock: Clock,
  log: (line: string) => void,
  mailer: Mailer,
): Promise<AuthPorts> {
  if (config.supabase !== undefined) return composeSupabaseAuth(config, config.supabase, database, mailer, log);
  const secret = await loadSigningKey(database, config.authJwtSecret);
  reportFirstAdmin(await ensureFirstAdmin(database, config.firstAdmin));
  const issuer = { secret, accessTokenSeconds: ACCESS_TOKEN_SECONDS, nowMs: () => clock.now() };
  return {
    gateway: new PostgresAuthGateway(database, issuer, mailer),
    factors: new PostgresAuthFactors(database, issuer),
    visitors: new PostgresVisitorAuth(database, issuer, mailer),
    userAdmin: new PostgresAuthUserAdmin(database, mailer, () => clock.now()),
    sentInvitations: invitationsIn(database),
  };
}

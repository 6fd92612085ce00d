import { randomBytes } from 'node:crypto';
import { assertStrongPassword } from '@app/domain';
import type { Database } from '../connection/database.ts';
import { hashPassword, PASSWORD_HASH_COST, type ScryptCost } from './password-hash.ts';

/**
 * The key access tokens are signed with: the configured one, or one made at random on the first
 * start and kept in auth_signing_key (so sessions survive restarts).
 */
export async function loadSigningKey(db: Database, configured?: string): Promise<string> {
  if (configured !== undefined) return configured;
  const candidate = randomBytes(48).toString('base64url');
  await db.query('insert into auth_signing_key (secret) values ($1) on conflict (id) do nothing', [candidate]);
  const { rows } = await db.query<{ secret: string }>('select secret from auth_signing_key');
  return rows[0]?.secret ?? candidate;
}

/** What ensureFirstAdmin did: nothing (accounts exist), or made the first admin (with the generated password when none
 * was given). */
export type FirstAdminReport =
  | { readonly created: false }
  | { readonly created: true; readonly email: string; readonly generatedPassword: string | null };

function generatedPassword(): string {
  return `Palm-${randomBytes(12).toString('base64url')}-7a`;
}

/**
 * Makes the first admin account when there is no account at all: from the given email and
 * password, or with a generated password the caller prints once. The password is hashed at
 * `passwordCost` (PASSWORD_HASH_COST unless a test passes a lower one).
 */
export async function ensureFirstAdmin(
  db: Database,
  input: { email: string; password?: string },
  passwordCost: ScryptCost = PASSWORD_HASH_COST,
): Promise<FirstAdminReport> {
  const { rows } = await db.query<{ found: boolean }>('select exists (select 1 from auth_accounts) as found');
  if (rows[0]?.found === true) return { created: false };
  const password = input.password ?? generatedPassword();
  assertStrongPassword(password, input.email);
  // Servers started at once on one database all find no account: `on conflict` lets the first insert win and the
  // others find it made (without it the second insert failed on the unique email index and stopped that server).
  const inserted = await db.query(
    `insert into auth_accounts (email, password_hash, role) select $1, $2, $3
     where not exists (select 1 from auth_accounts) on conflict do nothing returning id`,
    [input.email.trim(), await hashPassword(password, passwordCost), 'admin'],
  );
  if (inserted.rows.length === 0) return { created: false };
  return {
    created: true,
    email: input.email.trim(),
    generatedPassword: input.password === undefined ? password : null,
  };
}

import type { AuthUser, SiteRole } from '@app/domain';

/** An auth_accounts row as read. */
export interface AccountRow {
  readonly id: string;
  readonly email: string;
  readonly password_hash: string | null;
  readonly role: SiteRole | null;
  readonly created_at: Date | string;
  readonly last_sign_in_at: Date | string | null;
}

export const ACCOUNT_COLUMNS = 'id, email, password_hash, role, created_at, last_sign_in_at';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The user an account row describes (never its password hash). */
export function userFromAccount(row: AccountRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: iso(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : iso(row.last_sign_in_at),
  };
}

import type { AuthUser, SiteRole } from '@app/domain';

/** The role of visitor accounts (issue 14, ADR 0028); every other account is staff. */
export const VISITOR_ROLE = 'visitor';

/** The condition of a staff account (admin, editor or none): the admin gateway and user admin never see visitors. */
export const STAFF_ACCOUNT = `role is distinct from '${VISITOR_ROLE}'`;

/** An auth_accounts row as read. */
export interface AccountRow {
  readonly id: string;
  readonly email: string;
  readonly password_hash: string | null;
  readonly role: SiteRole | typeof VISITOR_ROLE | null;
  readonly created_at: Date | string;
  readonly last_sign_in_at: Date | string | null;
}

export const ACCOUNT_COLUMNS = 'id, email, password_hash, role, created_at, last_sign_in_at';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The user a staff account row describes (never its password hash). */
export function userFromAccount(row: AccountRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role === VISITOR_ROLE ? null : row.role,
    createdAt: iso(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : iso(row.last_sign_in_at),
  };
}

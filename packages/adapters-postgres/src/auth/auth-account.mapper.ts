import type { SqlExecutor } from '@app/database';
import { VISITOR_ROLE, type AuthUser, type SiteRole } from '@app/domain';

/** The role of visitor accounts (issue 14, ADR 0028); every other account is staff. */
export { VISITOR_ROLE };

/** The condition of a staff account (admin, editor or none): the admin gateway and user admin never see visitors. */
export const STAFF_ACCOUNT = `role is distinct from '${VISITOR_ROLE}'`;
/** The condition of a visitor account. */
export const VISITOR_ACCOUNT = `role = '${VISITOR_ROLE}'`;

/** An auth_accounts row as read. */
export interface AccountRow {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly password_hash: string | null;
  readonly role: SiteRole | typeof VISITOR_ROLE | null;
  readonly created_at: Date | string;
  readonly last_sign_in_at: Date | string | null;
}

export const ACCOUNT_COLUMNS = 'id, email, name, password_hash, role, created_at, last_sign_in_at';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The user a staff account row describes (never its password hash). */
export function userFromAccount(row: AccountRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    ...(row.name === '' ? {} : { name: row.name }),
    role: row.role === VISITOR_ROLE ? null : row.role,
    createdAt: iso(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : iso(row.last_sign_in_at),
  };
}

/**
 * The account of one kind (`STAFF_ACCOUNT` or `VISITOR_ACCOUNT`) with this id or e-mail (any case); an account of the
 * other kind is not found, so neither sign-in ever sees the other's accounts.
 */
export async function findAccount(
  tx: SqlExecutor,
  kind: typeof STAFF_ACCOUNT | typeof VISITOR_ACCOUNT,
  where: 'id' | 'email',
  value: string,
): Promise<AccountRow | undefined> {
  const condition = where === 'id' ? 'id = $1' : 'lower(email) = lower($1)';
  const { rows } = await tx.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from auth_accounts where ${condition} and ${kind}`,
    [value],
  );
  return rows[0];
}

/** Any account (staff or visitor) with this e-mail in any case: addresses are unique across both kinds. */
export async function findAnyAccount(tx: SqlExecutor, email: string): Promise<{ id: string } | undefined> {
  const { rows } = await tx.query<{ id: string }>('select id from auth_accounts where lower(email) = lower($1)', [
    email,
  ]);
  return rows[0];
}

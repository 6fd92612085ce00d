import {
  AuthError,
  ConflictError,
  NotFoundError,
  assertStrongPassword,
  inviteMail,
  linkWithCode,
  recoveryMail,
  type AuthUser,
  type AuthUserAdmin,
  type Mailer,
  type SiteRole,
} from '@app/domain';
import type { Database } from '../connection/database.ts';
import { isUuid } from '../connection/driver-errors.ts';
import {
  ACCOUNT_COLUMNS,
  findAccount,
  STAFF_ACCOUNT,
  userFromAccount,
  type AccountRow,
} from './auth-account.mapper.ts';
import { createOneTimeCode } from './one-time-codes.ts';
import { hashPassword, PASSWORD_HASH_COST, type ScryptCost } from './password-hash.ts';

/** Admin user management on the embedded accounts; passwords hashed at `passwordCost` (see PostgresAuthGateway). */
export class PostgresAuthUserAdmin implements AuthUserAdmin {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly nowMs: () => number,
    private readonly passwordCost: ScryptCost = PASSWORD_HASH_COST,
  ) {}

  async listUsers(): Promise<AuthUser[]> {
    const { rows } = await this.db.query<AccountRow>(
      `select ${ACCOUNT_COLUMNS} from auth_accounts where ${STAFF_ACCOUNT} order by lower(email)`,
    );
    return rows.map(userFromAccount);
  }

  async createUser(input: { email: string; role: SiteRole; password?: string; redirectTo: string }): Promise<AuthUser> {
    const email = input.email.trim();
    if (input.password !== undefined) assertStrongPassword(input.password, email);
    const hash = input.password === undefined ? null : await hashPassword(input.password, this.passwordCost);
    const { row, code } = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<AccountRow>(
        `insert into auth_accounts (email, password_hash, role) values ($1, $2, $3)
         on conflict (lower(email)) do nothing returning ${ACCOUNT_COLUMNS}`,
        [email, hash, input.role],
      );
      const inserted = rows[0];
      if (inserted === undefined) throw new ConflictError(`An account for ${email} already exists`);
      return {
        row: inserted,
        code: hash === null ? await createOneTimeCode(tx, inserted.id, 'invite', this.nowMs()) : null,
      };
    });
    // Mailed once the account is committed (the embedded mailer writes through its own connection).
    if (code !== null) await this.mailer.send(inviteMail(email, linkWithCode(input.redirectTo, code)));
    return userFromAccount(row);
  }

  private async found(userId: string): Promise<AccountRow> {
    if (!isUuid(userId)) throw new AuthError('validation_failed', 'User ids must be UUIDs');
    const row = await findAccount(this.db, STAFF_ACCOUNT, 'id', userId);
    if (row === undefined) throw new NotFoundError('User not found');
    return row;
  }

  async setRole(userId: string, role: SiteRole | null): Promise<AuthUser> {
    await this.found(userId);
    const { rows } = await this.db.query<AccountRow>(
      `update auth_accounts set role = $2 where id = $1 returning ${ACCOUNT_COLUMNS}`,
      [userId, role],
    );
    return userFromAccount(rows[0] as AccountRow);
  }

  async sendPasswordReset(userId: string, redirectTo: string): Promise<void> {
    const row = await this.found(userId);
    const code = await createOneTimeCode(this.db, row.id, 'recovery', this.nowMs());
    await this.mailer.send(recoveryMail(row.email, linkWithCode(redirectTo, code)));
  }

  async deleteUser(userId: string): Promise<void> {
    await this.found(userId);
    await this.db.query('delete from auth_accounts where id = $1', [userId]);
  }
}

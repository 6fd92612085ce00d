import type { SqlExecutor } from '@app/database';
import {
  assertPasswordCredentials,
  assertStrongPassword,
  AuthError,
  currentPasswordInvalidError,
  currentPasswordRequiredError,
  passwordChangeNeedsCurrent,
  type PasswordChange,
  type ProfileChange,
  validProfileChange,
  emailTakenError,
  type SessionOrigin,
  invalidCredentialsError,
  sessionMissingError,
  type AuthGateway,
  type AuthRequestContext,
  type AuthSession,
  type AuthUser,
  linkWithCode,
  recoveryMail,
  type Mailer,
  type SignOutScope,
} from '@app/domain';
import type { Database } from '../connection/database.ts';
import type { AccessClaims } from './access-token.ts';
import {
  ACCOUNT_COLUMNS,
  findAccount,
  findAnyAccount,
  STAFF_ACCOUNT,
  userFromAccount,
  type AccountRow,
} from './auth-account.mapper.ts';
import { liveSessionClaims, openSession, sessionAnswer, type SessionIssuer } from './auth-sessions.ts';
import { createOneTimeCode, redeemOneTimeCode } from './one-time-codes.ts';
import {
  hashPassword,
  needsRehash,
  PASSWORD_HASH_COST,
  unmatchableHash,
  verifyPassword,
  type ScryptCost,
} from './password-hash.ts';
import { rotateRefreshToken } from './refresh-rotation.ts';

/**
 * The embedded AuthGateway: accounts, sessions and codes in Postgres (see migration 0015_auth.sql).
 * Passwords are hashed at `passwordCost` (production: PASSWORD_HASH_COST; tests may pass a lower
 * one); a hash made at less is made again at it on the next successful sign-in.
 */
export class PostgresAuthGateway implements AuthGateway {
  /** Compared against when the account is unknown, so the answer takes as long either way. */
  private readonly dummyHash: string;

  constructor(
    private readonly db: Database,
    private readonly issuer: SessionIssuer,
    private readonly mailer: Mailer,
    private readonly passwordCost: ScryptCost = PASSWORD_HASH_COST,
  ) {
    this.dummyHash = unmatchableHash(passwordCost);
  }

  /** A staff account: visitor accounts (ADR 0028) are unknown here, so a visitor never signs in to the admin area. */
  private account(tx: SqlExecutor, where: 'id' | 'email', value: string): Promise<AccountRow | undefined> {
    return findAccount(tx, STAFF_ACCOUNT, where, value);
  }

  async signInWithPassword(
    input: { email: string; password: string },
    context: AuthRequestContext,
  ): Promise<AuthSession> {
    assertPasswordCredentials(input);
    const row = await this.account(this.db, 'email', input.email.trim());
    const matches = await verifyPassword(input.password, row?.password_hash ?? this.dummyHash);
    if (row === undefined || row.password_hash === null || !matches) throw invalidCredentialsError();
    if (needsRehash(row.password_hash, this.passwordCost)) await this.rehash(row.id, row.password_hash, input.password);
    return this.db.transaction((tx) =>
      openSession(tx, this.issuer, userFromAccount(row), { clientAddress: context.clientAddress, origin: 'password' }),
    );
  }

  /**
   * Stores the password's hash again at the current cost, unless the hash changed meanwhile (a
   * password change between the check and now wins).
   */
  private async rehash(accountId: string, verifiedHash: string, password: string): Promise<void> {
    await this.db.query('update auth_accounts set password_hash = $3 where id = $1 and password_hash = $2', [
      accountId,
      verifiedHash,
      await hashPassword(password, this.passwordCost),
    ]);
  }

  async refreshSession(refreshToken: string): Promise<AuthSession> {
    if (refreshToken.trim() === '') throw sessionMissingError();
    const outcome = await this.db.transaction(async (tx) => {
      const rotation = await rotateRefreshToken(tx, this.issuer.secret, refreshToken, this.issuer.nowMs());
      if (rotation instanceof AuthError) return rotation;
      const account = await this.account(tx, 'id', rotation.accountId);
      if (account === undefined) return sessionMissingError();
      return sessionAnswer(this.issuer, userFromAccount(account), rotation.sessionId, rotation.refreshToken);
    });
    if (outcome instanceof AuthError) throw outcome;
    return outcome;
  }

  /** The claims of an access token whose session is neither revoked nor past its lifetime, with how it began. */
  private claims(accessToken: string): Promise<AccessClaims & { origin: SessionOrigin }> {
    return liveSessionClaims(this.db, this.issuer, accessToken);
  }

  async getUser(accessToken: string): Promise<AuthUser> {
    const claims = await this.claims(accessToken);
    const row = await this.account(this.db, 'id', claims.sub);
    if (row === undefined) throw sessionMissingError();
    return userFromAccount(row);
  }

  async signOut(accessToken: string, scope: SignOutScope): Promise<void> {
    const claims = await this.claims(accessToken);
    const condition = { local: 'id = $2', global: '$2::uuid is not null', others: 'id <> $2' }[scope];
    await this.db.query(
      `update auth_sessions set revoked_at = now() where account_id = $1 and revoked_at is null and ${condition}`,
      [claims.sub, claims.session_id],
    );
  }

  async requestPasswordReset(email: string, redirectTo: string): Promise<void> {
    const row = await this.account(this.db, 'email', email.trim());
    if (row === undefined) return;
    const code = await createOneTimeCode(this.db, row.id, 'recovery', this.issuer.nowMs());
    await this.mailer.send(recoveryMail(row.email, linkWithCode(redirectTo, code)));
  }

  exchangeCode(code: string): Promise<AuthSession> {
    return this.db.transaction(async (tx) => {
      const { accountId } = await redeemOneTimeCode(tx, code, this.issuer.nowMs(), ['recovery', 'invite']);
      const row = await this.account(tx, 'id', accountId);
      if (row === undefined) throw sessionMissingError();
      return openSession(tx, this.issuer, userFromAccount(row), { clientAddress: '', origin: 'link' });
    });
  }

  async updatePassword(accessToken: string, change: PasswordChange): Promise<AuthUser> {
    const claims = await this.claims(accessToken);
    const row = await this.account(this.db, 'id', claims.sub);
    if (row === undefined) throw sessionMissingError();
    if (passwordChangeNeedsCurrent(claims.origin) && row.password_hash !== null) {
      const current = change.currentPassword ?? '';
      if (current === '') throw currentPasswordRequiredError();
      if (!(await verifyPassword(current, row.password_hash))) throw currentPasswordInvalidError();
    }
    const user = userFromAccount(row);
    assertStrongPassword(change.password, user.email);
    const hash = await hashPassword(change.password, this.passwordCost);
    await this.db.transaction(async (tx) => {
      await tx.query('update auth_accounts set password_hash = $2 where id = $1', [user.id, hash]);
      await tx.query(
        'update auth_sessions set revoked_at = now() where account_id = $1 and id <> $2 and revoked_at is null',
        [user.id, claims.session_id],
      );
    });
    return user;
  }

  async updateProfile(accessToken: string, change: ProfileChange): Promise<AuthUser> {
    const claims = await this.claims(accessToken);
    const row = await this.account(this.db, 'id', claims.sub);
    if (row === undefined) throw sessionMissingError();
    const valid = validProfileChange(change, row.email);
    if (
      valid.email !== undefined &&
      !(await verifyPassword(valid.currentPassword, row.password_hash ?? this.dummyHash))
    )
      throw currentPasswordInvalidError('email address');
    return this.db.transaction(async (tx) => {
      if (valid.email !== undefined && (await findAnyAccount(tx, valid.email)) !== undefined) throw emailTakenError();
      const { rows } = await tx.query<AccountRow>(
        `update auth_accounts set name = coalesce($2, name), email = coalesce($3, email) where id = $1
         returning ${ACCOUNT_COLUMNS}`,
        [row.id, valid.name ?? null, valid.email ?? null],
      );
      const updated = rows[0];
      if (updated === undefined) throw sessionMissingError();
      return userFromAccount(updated);
    });
  }
}

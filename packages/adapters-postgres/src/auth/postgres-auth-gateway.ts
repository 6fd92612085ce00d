import type { SqlExecutor } from '@app/database';
import {
  assertPasswordCredentials,
  assertStrongPassword,
  AuthError,
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
import { verifyAccessToken, type AccessClaims } from './access-token.ts';
import { ACCOUNT_COLUMNS, userFromAccount, type AccountRow } from './auth-account.mapper.ts';
import { addRefreshToken, openSession, sessionAnswer, type SessionIssuer } from './auth-sessions.ts';
import { createOneTimeCode, redeemOneTimeCode } from './one-time-codes.ts';
import { tokenHash } from './opaque-token.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

/** A refresh token used again within this many seconds is a race between tabs, not a theft. */
const REFRESH_REUSE_GRACE_S = 10;
/** Compared against when the account is unknown, so the answer takes as long either way. */
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + 'A'.repeat(86) + '==';

/** The embedded AuthGateway: accounts, sessions and codes in Postgres (see migration 0015_auth.sql). */
export class PostgresAuthGateway implements AuthGateway {
  constructor(
    private readonly db: Database,
    private readonly issuer: SessionIssuer,
    private readonly mailer: Mailer,
  ) {}

  private async account(tx: SqlExecutor, where: 'id' | 'email', value: string): Promise<AccountRow | undefined> {
    const condition = where === 'id' ? 'id = $1' : 'lower(email) = lower($1)';
    const { rows } = await tx.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from auth_accounts where ${condition}`, [
      value,
    ]);
    return rows[0];
  }

  async signInWithPassword(
    input: { email: string; password: string },
    context: AuthRequestContext,
  ): Promise<AuthSession> {
    assertPasswordCredentials(input);
    const row = await this.account(this.db, 'email', input.email.trim());
    const matches = await verifyPassword(input.password, row?.password_hash ?? DUMMY_HASH);
    if (row === undefined || row.password_hash === null || !matches) throw invalidCredentialsError();
    return this.db.transaction((tx) => openSession(tx, this.issuer, userFromAccount(row), context.clientAddress));
  }

  async refreshSession(refreshToken: string): Promise<AuthSession> {
    if (refreshToken.trim() === '') throw sessionMissingError();
    const outcome = await this.db.transaction((tx) => this.rotate(tx, refreshToken));
    if (outcome instanceof AuthError) throw outcome;
    return outcome;
  }

  /**
   * Uses up a refresh token and answers the next session; a token reused after the grace period
   * revokes its session, and the revocation is committed before the failure is answered.
   */
  private async rotate(tx: SqlExecutor, refreshToken: string): Promise<AuthSession | AuthError> {
    const { rows } = await tx.query<{
      session_id: string;
      used_at: Date | string | null;
      revoked_at: Date | string | null;
      account_id: string;
    }>(
      `select t.session_id, t.used_at, s.revoked_at, s.account_id from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
       where t.token_hash = $1 for update`,
      [tokenHash(refreshToken)],
    );
    const token = rows[0];
    if (token === undefined || token.revoked_at !== null)
      return new AuthError('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const now = this.issuer.nowMs();
    if (token.used_at !== null && now - new Date(token.used_at).getTime() > REFRESH_REUSE_GRACE_S * 1000) {
      await tx.query('update auth_sessions set revoked_at = now() where id = $1', [token.session_id]);
      return new AuthError('refresh_token_reused', 'Invalid Refresh Token: Already Used');
    }
    if (token.used_at === null)
      await tx.query('update auth_refresh_tokens set used_at = $2 where token_hash = $1', [
        tokenHash(refreshToken),
        new Date(now).toISOString(),
      ]);
    await tx.query('update auth_sessions set refreshed_at = now() where id = $1', [token.session_id]);
    const account = await this.account(tx, 'id', token.account_id);
    if (account === undefined) return new AuthError('user_missing', 'User not found');
    return sessionAnswer(
      this.issuer,
      userFromAccount(account),
      token.session_id,
      await addRefreshToken(tx, token.session_id),
    );
  }

  private async claims(accessToken: string): Promise<AccessClaims> {
    if (accessToken.trim() === '') throw sessionMissingError();
    const claims = verifyAccessToken(accessToken, this.issuer.secret, Math.floor(this.issuer.nowMs() / 1000));
    const { rows } = await this.db.query<{ revoked: boolean }>(
      'select revoked_at is not null as revoked from auth_sessions where id = $1',
      [claims.session_id],
    );
    if (rows[0] === undefined || rows[0].revoked) throw sessionMissingError();
    return claims;
  }

  async getUser(accessToken: string): Promise<AuthUser> {
    const claims = await this.claims(accessToken);
    const row = await this.account(this.db, 'id', claims.sub);
    if (row === undefined) throw new AuthError('user_missing', 'User not found');
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
      const { accountId } = await redeemOneTimeCode(tx, code, this.issuer.nowMs());
      const row = await this.account(tx, 'id', accountId);
      if (row === undefined) throw new AuthError('user_missing', 'User not found');
      return openSession(tx, this.issuer, userFromAccount(row), '');
    });
  }

  async updatePassword(accessToken: string, password: string): Promise<AuthUser> {
    const user = await this.getUser(accessToken);
    assertStrongPassword(password, user.email);
    await this.db.query('update auth_accounts set password_hash = $2 where id = $1', [
      user.id,
      await hashPassword(password),
    ]);
    return user;
  }
}

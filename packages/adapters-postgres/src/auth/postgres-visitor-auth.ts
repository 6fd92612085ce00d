import type { SqlExecutor } from '@app/database';
import {
  AuthError,
  assertPasswordCredentials,
  assertStrongPassword,
  emailExistsError,
  invalidCredentialsError,
  assertVisitorEmail,
  linkWithCode,
  sessionMissingError,
  visitorSignInMail,
  type AuthRequestContext,
  type Mailer,
  type SessionOrigin,
  type Visitor,
  type VisitorAuth,
  type VisitorSession,
} from '@app/domain';
import type { Database } from '../connection/database.ts';
import { deleteVisitorRows } from '../visitor/visitor-keyed-tables.ts';
import { ACCOUNT_COLUMNS, findAccount, VISITOR_ACCOUNT, VISITOR_ROLE, type AccountRow } from './auth-account.mapper.ts';
import { issueAccessToken, liveSessionClaims, openSessionRow, type SessionIssuer } from './auth-sessions.ts';
import { createOneTimeCode, redeemOneTimeCode } from './one-time-codes.ts';
import { hashPassword, PASSWORD_HASH_COST, unmatchableHash, verifyPassword, type ScryptCost } from './password-hash.ts';
import { revokeSession, rotateRefreshToken } from './refresh-rotation.ts';

const visitorOfRow = (row: AccountRow): Visitor => ({
  id: row.id,
  email: row.email,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * Visitor accounts on the embedded auth tables (ADR 0028): auth_accounts rows with role `visitor`, the same
 * sessions, rotating refresh tokens, scrypt hashes and one-time codes as the admin sign-in, and access tokens
 * whose app_metadata.role is `visitor`. Staff accounts are unknown here, as visitors are to PostgresAuthGateway.
 */
export class PostgresVisitorAuth implements VisitorAuth {
  private readonly dummyHash: string;

  constructor(
    private readonly db: Database,
    private readonly issuer: SessionIssuer,
    private readonly mailer: Mailer,
    private readonly passwordCost: ScryptCost = PASSWORD_HASH_COST,
  ) {
    this.dummyHash = unmatchableHash(passwordCost);
  }

  /** A visitor account: staff accounts are unknown here. */
  private account(tx: SqlExecutor, where: 'id' | 'email', value: string): Promise<AccountRow | undefined> {
    return findAccount(tx, VISITOR_ACCOUNT, where, value);
  }

  private async open(
    tx: SqlExecutor,
    row: AccountRow,
    start: { clientAddress: string; origin: SessionOrigin },
  ): Promise<VisitorSession> {
    const { sessionId, refreshToken } = await openSessionRow(tx, this.issuer, row.id, start);
    return this.answer(row, sessionId, refreshToken);
  }

  private answer(row: AccountRow, sessionId: string, refreshToken: string): VisitorSession {
    const { access_token, exp } = issueAccessToken(this.issuer, { ...row, role: VISITOR_ROLE }, sessionId);
    return { accessToken: access_token, refreshToken, expiresAt: exp, visitor: visitorOfRow(row) };
  }

  async signUp(input: { email: string; password: string }, context: AuthRequestContext): Promise<VisitorSession> {
    assertPasswordCredentials(input);
    const email = input.email.trim();
    assertVisitorEmail(email);
    assertStrongPassword(input.password, email);
    const hash = await hashPassword(input.password, this.passwordCost);
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<AccountRow>(
        `insert into auth_accounts (email, password_hash, role) values ($1, $2, $3)
         on conflict (lower(email)) do nothing returning ${ACCOUNT_COLUMNS}`,
        [email, hash, VISITOR_ROLE],
      );
      const row = rows[0];
      if (row === undefined) throw emailExistsError();
      return this.open(tx, row, { clientAddress: context.clientAddress, origin: 'password' });
    });
  }

  async signInWithPassword(
    input: { email: string; password: string },
    context: AuthRequestContext,
  ): Promise<VisitorSession> {
    assertPasswordCredentials(input);
    const visitor = await this.account(this.db, 'email', input.email.trim());
    const matches = await verifyPassword(input.password, visitor?.password_hash ?? this.dummyHash);
    if (visitor === undefined || visitor.password_hash === null || !matches) throw invalidCredentialsError();
    return this.db.transaction((tx) =>
      this.open(tx, visitor, { clientAddress: context.clientAddress, origin: 'password' }),
    );
  }

  async sendSignInLink(email: string, redirectTo: string): Promise<void> {
    const address = email.trim();
    assertVisitorEmail(address);
    const code = await this.db.transaction(async (tx) => {
      await tx.query(`insert into auth_accounts (email, role) values ($1, $2) on conflict (lower(email)) do nothing`, [
        address,
        VISITOR_ROLE,
      ]);
      const row = await this.account(tx, 'email', address);
      if (row === undefined) return null;
      return { to: row.email, code: await createOneTimeCode(tx, row.id, 'sign-in', this.issuer.nowMs()) };
    });
    if (code !== null) await this.mailer.send(visitorSignInMail(code.to, linkWithCode(redirectTo, code.code)));
  }

  exchangeSignInCode(code: string): Promise<VisitorSession> {
    return this.db.transaction(async (tx) => {
      const { accountId } = await redeemOneTimeCode(tx, code, this.issuer.nowMs(), ['sign-in']);
      const row = await this.account(tx, 'id', accountId);
      if (row === undefined) throw sessionMissingError();
      return this.open(tx, row, { clientAddress: '', origin: 'link' });
    });
  }

  async refresh(refreshToken: string): Promise<VisitorSession> {
    if (refreshToken.trim() === '') throw sessionMissingError();
    const outcome = await this.db.transaction(async (tx) => {
      const rotation = await rotateRefreshToken(tx, this.issuer.secret, refreshToken, this.issuer.nowMs());
      if (rotation instanceof AuthError) return rotation;
      const row = await this.account(tx, 'id', rotation.accountId);
      if (row === undefined) return sessionMissingError();
      return this.answer(row, rotation.sessionId, rotation.refreshToken);
    });
    if (outcome instanceof AuthError) throw outcome;
    return outcome;
  }

  /** The visitor's account row of a live session's token; a staff token is refused like a missing session. */
  private async visitorRow(accessToken: string): Promise<{ row: AccountRow; sessionId: string }> {
    const claims = await liveSessionClaims(this.db, this.issuer, accessToken);
    const row = await this.account(this.db, 'id', claims.sub);
    if (row === undefined) throw sessionMissingError();
    return { row, sessionId: claims.session_id };
  }

  async visitorOf(accessToken: string): Promise<Visitor> {
    return visitorOfRow((await this.visitorRow(accessToken)).row);
  }

  async signOut(accessToken: string): Promise<void> {
    const { sessionId } = await this.visitorRow(accessToken);
    await revokeSession(this.db, sessionId);
  }

  async deleteAccount(accessToken: string): Promise<void> {
    const { row } = await this.visitorRow(accessToken);
    await this.db.transaction(async (tx) => {
      // Every row keyed by the visitor (no foreign key reaches them: ADR 0028), then the account; its sessions,
      // refresh tokens and codes go with it (on delete cascade).
      await deleteVisitorRows(tx, row.id);
      await tx.query('delete from auth_accounts where id = $1 and role = $2', [row.id, VISITOR_ROLE]);
    });
  }
}

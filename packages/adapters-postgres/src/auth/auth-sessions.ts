import type { SqlExecutor } from '@app/database';
import {
  sessionEndsAtMs,
  sessionExpiredError,
  sessionMissingError,
  type AuthSession,
  type AuthUser,
  type SessionOrigin,
} from '@app/domain';
import { signAccessToken, verifyAccessToken, type AccessClaims } from './access-token.ts';
import { newOpaqueToken, tokenHash } from './opaque-token.ts';

/** How sessions are issued: the signing secret, the access-token lifetime and the time. */
export interface SessionIssuer {
  readonly secret: string;
  readonly accessTokenSeconds: number;
  readonly nowMs: () => number;
}

/** Stores a refresh token for a session (only its hash is kept) and answers the token itself. */
export async function addRefreshToken(tx: SqlExecutor, sessionId: string, token = newOpaqueToken()): Promise<string> {
  await tx.query('insert into auth_refresh_tokens (token_hash, session_id) values ($1, $2)', [
    tokenHash(token),
    sessionId,
  ]);
  return token;
}

/** A fresh access token of a session for an account, and when it expires (seconds since the epoch). */
export function issueAccessToken(
  issuer: SessionIssuer,
  account: { id: string; email: string; role: AccessClaims['app_metadata']['role'] },
  sessionId: string,
): { access_token: string; exp: number } {
  const iat = Math.floor(issuer.nowMs() / 1000);
  const exp = iat + issuer.accessTokenSeconds;
  const access_token = signAccessToken(
    {
      sub: account.id,
      email: account.email,
      role: 'authenticated',
      aud: 'authenticated',
      app_metadata: { role: account.role },
      session_id: sessionId,
      iat,
      exp,
    },
    issuer.secret,
  );
  return { access_token, exp };
}

/**
 * The claims of an access token this server signed whose session is neither revoked nor past its lifetime,
 * with how the session began; an AuthError otherwise.
 */
export async function liveSessionClaims(
  db: SqlExecutor,
  issuer: SessionIssuer,
  accessToken: string,
): Promise<AccessClaims & { origin: SessionOrigin }> {
  if (accessToken.trim() === '') throw sessionMissingError();
  const nowMs = issuer.nowMs();
  const claims = verifyAccessToken(accessToken, issuer.secret, Math.floor(nowMs / 1000));
  const { rows } = await db.query<{ revoked: boolean; not_after: Date | string; origin: SessionOrigin }>(
    'select revoked_at is not null as revoked, not_after, origin from auth_sessions where id = $1',
    [claims.session_id],
  );
  const session = rows[0];
  if (session === undefined || session.revoked) throw sessionMissingError();
  if (nowMs >= new Date(session.not_after).getTime()) throw sessionExpiredError();
  return { ...claims, origin: session.origin };
}

/** The session answer for a user: a fresh access token for the session and the given refresh token. */
export function sessionAnswer(
  issuer: SessionIssuer,
  user: AuthUser,
  sessionId: string,
  refreshToken: string,
): AuthSession {
  const { access_token, exp } = issueAccessToken(issuer, user, sessionId);
  return {
    access_token,
    refresh_token: refreshToken,
    expires_in: issuer.accessTokenSeconds,
    expires_at: exp,
    token_type: 'bearer',
    user,
  };
}

/**
 * Opens a session for a user, begun by a password sign-in or a mailed link, ending SESSION_LIFETIME_S
 * from now; answers it with its first refresh token.
 */
export async function openSession(
  tx: SqlExecutor,
  issuer: SessionIssuer,
  user: AuthUser,
  start: { clientAddress: string; origin: SessionOrigin },
): Promise<AuthSession> {
  const { sessionId, refreshToken } = await openSessionRow(tx, issuer, user.id, start);
  return sessionAnswer(
    issuer,
    { ...user, lastSignInAt: new Date(issuer.nowMs()).toISOString() },
    sessionId,
    refreshToken,
  );
}

/**
 * Stores a new session of an account (ending SESSION_LIFETIME_S from now) with its first refresh token, and
 * notes the sign-in on the account.
 */
export async function openSessionRow(
  tx: SqlExecutor,
  issuer: SessionIssuer,
  accountId: string,
  start: { clientAddress: string; origin: SessionOrigin },
): Promise<{ sessionId: string; refreshToken: string }> {
  const { rows } = await tx.query<{ id: string }>(
    'insert into auth_sessions (account_id, client_address, origin, not_after) values ($1, $2, $3, $4) returning id',
    [accountId, start.clientAddress, start.origin, new Date(sessionEndsAtMs(issuer.nowMs())).toISOString()],
  );
  const sessionId = rows[0]?.id;
  if (sessionId === undefined) throw new Error('The session insert returned no row');
  await tx.query('update auth_accounts set last_sign_in_at = now() where id = $1', [accountId]);
  return { sessionId, refreshToken: await addRefreshToken(tx, sessionId) };
}

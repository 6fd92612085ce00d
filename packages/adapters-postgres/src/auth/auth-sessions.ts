import type { SqlExecutor } from '@app/database';
import { sessionEndsAtMs, type AuthSession, type AuthUser, type SessionOrigin } from '@app/domain';
import { signAccessToken } from './access-token.ts';
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

/** The session answer for a user: a fresh access token for the session and the given refresh token. */
export function sessionAnswer(
  issuer: SessionIssuer,
  user: AuthUser,
  sessionId: string,
  refreshToken: string,
): AuthSession {
  const iat = Math.floor(issuer.nowMs() / 1000);
  const exp = iat + issuer.accessTokenSeconds;
  const access_token = signAccessToken(
    {
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aud: 'authenticated',
      app_metadata: { role: user.role },
      session_id: sessionId,
      iat,
      exp,
    },
    issuer.secret,
  );
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
  const { rows } = await tx.query<{ id: string }>(
    'insert into auth_sessions (account_id, client_address, origin, not_after) values ($1, $2, $3, $4) returning id',
    [user.id, start.clientAddress, start.origin, new Date(sessionEndsAtMs(issuer.nowMs())).toISOString()],
  );
  const sessionId = rows[0]?.id;
  if (sessionId === undefined) throw new Error('The session insert returned no row');
  await tx.query('update auth_accounts set last_sign_in_at = now() where id = $1', [user.id]);
  return sessionAnswer(
    issuer,
    { ...user, lastSignInAt: new Date(issuer.nowMs()).toISOString() },
    sessionId,
    await addRefreshToken(tx, sessionId),
  );
}

import type { SqlExecutor } from '@app/database';
import { AuthError, refreshTokenUse, sessionExpiredError } from '@app/domain';
import { addRefreshToken } from './auth-sessions.ts';
import { tokenHash } from './opaque-token.ts';
import { refreshSuccessor } from './refresh-successor.ts';

type Instant = Date | string;

/** The session a refresh token rotated into, and the refresh token to answer. */
export interface Rotation {
  readonly sessionId: string;
  readonly accountId: string;
  readonly refreshToken: string;
}

const ms = (instant: Instant | null): number | null => (instant === null ? null : new Date(instant).getTime());

/** Ends a session: its refresh tokens and access tokens stop at once. */
export async function revokeSession(tx: SqlExecutor, sessionId: string): Promise<void> {
  await tx.query('update auth_sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

/**
 * The session's one working refresh token after `token`, which was used within the grace period:
 * its successor, or the successor's successor when that was used within the grace period too (a tab
 * racing a tab that already rotated twice), so a race never makes a second working token.
 */
async function activeSuccessor(tx: SqlExecutor, secret: string, token: string, nowMs: number): Promise<string | null> {
  let current = token;
  for (let step = 0; step < 8; step++) {
    const next = refreshSuccessor(secret, current);
    const { rows } = await tx.query<{ used_at: Instant | null }>(
      'select used_at from auth_refresh_tokens where token_hash = $1',
      [tokenHash(next)],
    );
    const row = rows[0];
    if (row === undefined) return null;
    const use = refreshTokenUse(ms(row.used_at), nowMs);
    if (use === 'fresh') return next;
    if (use === 'theft') return null;
    current = next;
  }
  return null;
}

/**
 * Uses up a refresh token (in the caller's transaction, its row locked): a fresh one rotates to its
 * successor; one used within the grace period answers the successor already issued; one used earlier
 * revokes the session (refresh_token_reused), and a session past its lifetime ends (session_expired).
 * A revocation is answered as a failure, not thrown, so the caller commits it.
 */
export async function rotateRefreshToken(
  tx: SqlExecutor,
  secret: string,
  refreshToken: string,
  nowMs: number,
): Promise<Rotation | AuthError> {
  const { rows } = await tx.query<{
    session_id: string;
    used_at: Instant | null;
    revoked_at: Instant | null;
    not_after: Instant;
    account_id: string;
  }>(
    `select t.session_id, t.used_at, s.revoked_at, s.not_after, s.account_id
       from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
      where t.token_hash = $1 for update`,
    [tokenHash(refreshToken)],
  );
  const token = rows[0];
  if (token === undefined || token.revoked_at !== null)
    return new AuthError('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (nowMs >= new Date(token.not_after).getTime()) {
    await revokeSession(tx, token.session_id);
    return sessionExpiredError();
  }
  const reused = new AuthError('refresh_token_reused', 'Invalid Refresh Token: Already Used');
  const use = refreshTokenUse(ms(token.used_at), nowMs);
  let next: string | null;
  if (use === 'fresh') {
    await tx.query('update auth_refresh_tokens set used_at = $2 where token_hash = $1', [
      tokenHash(refreshToken),
      new Date(nowMs).toISOString(),
    ]);
    next = await addRefreshToken(tx, token.session_id, refreshSuccessor(secret, refreshToken));
  } else next = use === 'grace' ? await activeSuccessor(tx, secret, refreshToken, nowMs) : null;
  if (next === null) {
    await revokeSession(tx, token.session_id);
    return reused;
  }
  await tx.query('update auth_sessions set refreshed_at = now() where id = $1', [token.session_id]);
  return { sessionId: token.session_id, accountId: token.account_id, refreshToken: next };
}

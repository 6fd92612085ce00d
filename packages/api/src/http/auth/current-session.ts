import type { Context } from 'hono';
import {
  assuranceSuffices,
  AuthError,
  shouldRefreshSession,
  type AssuranceLevels,
  type AuthFactors,
  type AuthGateway,
  type AuthUser,
  type Clock,
} from '@app/domain';
import { clearSessionCookie, readSessionCookie, writeSessionCookie, type StoredSession } from './session-cookie.ts';

/** What resolving a request's session needs. */
export interface SessionDeps {
  readonly gateway: AuthGateway;
  readonly clock: Clock;
  /** Two-step sign-in: where present, a session is only complete at the level its user's factors ask for. */
  readonly factors?: AuthFactors;
}

/** The signed-in user of a request and the session's expiry (seconds since the epoch). */
export interface CurrentSession {
  readonly user: AuthUser;
  /** The session's access token, for calls to a backend that judges the user itself (Supabase row-level security). */
  readonly accessToken: string;
  readonly expiresAt: number;
  /** Whether the session was refreshed while resolving it (a TOKEN_REFRESHED event). */
  readonly refreshed: boolean;
  /** The session's assurance level and the one its user's factors ask for (aal1 both without two-step sign-in). */
  readonly assurance: AssuranceLevels;
}

const NO_TWO_STEP: AssuranceLevels = { currentLevel: 'aal1', nextLevel: 'aal1' };

/** Whether a session has reached the level its user's factors ask for (otherwise it may only enter its code). */
export function sessionComplete(session: CurrentSession): boolean {
  return assuranceSuffices(session.assurance.currentLevel, session.assurance.nextLevel);
}

async function refreshIfDue(
  c: Context,
  deps: SessionDeps,
  stored: StoredSession,
): Promise<{ stored: StoredSession; refreshed: boolean }> {
  if (!shouldRefreshSession({ expiresAtSeconds: stored.expires_at, now: deps.clock.now(), tabVisible: true }))
    return { stored, refreshed: false };
  const session = await deps.gateway.refreshSession(stored.refresh_token);
  writeSessionCookie(c, session);
  return { stored: session, refreshed: true };
}

/**
 * The session of a request from its cookie, refreshed when within 3 ticks of expiry (the server
 * only sees requests from open tabs). An unusable session (revoked, reused refresh token, forged)
 * clears the cookie and answers null; a backend failure that is not an AuthError propagates.
 */
export async function currentSession(c: Context, deps: SessionDeps): Promise<CurrentSession | null> {
  const cookie = readSessionCookie(c);
  if (cookie === null) return null;
  try {
    const { stored, refreshed } = await refreshIfDue(c, deps, cookie);
    const user = await deps.gateway.getUser(stored.access_token);
    const assurance = (await deps.factors?.assuranceLevel(stored.access_token)) ?? NO_TWO_STEP;
    return { user, accessToken: stored.access_token, expiresAt: stored.expires_at, refreshed, assurance };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    clearSessionCookie(c);
    return null;
  }
}

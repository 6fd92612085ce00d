import { AuthError } from './auth-errors.ts';

/**
 * How long a session lasts from sign-in, however often its refresh token is rotated (ADR 0021). The
 * session cookie keeps the spec's 400 days; the session behind it ends after this.
 */
export const SESSION_LIFETIME_S = 30 * 24 * 60 * 60;

/** A refresh token used again within this many seconds is a race between tabs, not a theft. */
export const REFRESH_REUSE_GRACE_S = 10;

/** When a session that began (signed in) at `startedAtMs` ends. */
export function sessionEndsAtMs(startedAtMs: number): number {
  return startedAtMs + SESSION_LIFETIME_S * 1000;
}

/** Whether a session that began at `startedAtMs` has outlived its absolute lifetime at `nowMs`. */
export function hasSessionExpired(startedAtMs: number, nowMs: number): boolean {
  return nowMs >= sessionEndsAtMs(startedAtMs);
}

/**
 * What presenting a refresh token means: `fresh` (never used: rotate it), `grace` (used at most
 * REFRESH_REUSE_GRACE_S ago: answer the successor it already has, never a second one) or `theft`
 * (used longer ago: end the session).
 */
export type RefreshTokenUse = 'fresh' | 'grace' | 'theft';

export function refreshTokenUse(usedAtMs: number | null, nowMs: number): RefreshTokenUse {
  if (usedAtMs === null) return 'fresh';
  return nowMs - usedAtMs <= REFRESH_REUSE_GRACE_S * 1000 ? 'grace' : 'theft';
}

/** How a session began: a password sign-in, or a mailed reset or invitation link. */
export type SessionOrigin = 'password' | 'link';

/**
 * Changing the password asks for the current one, except in a session a reset or invitation link
 * opened (its holder proved the mailbox, and may not know the password): GoTrue's rule with
 * UpdatePasswordRequireCurrentPassword on.
 */
export function passwordChangeNeedsCurrent(origin: SessionOrigin): boolean {
  return origin === 'password';
}

/** The session reached its absolute lifetime (GoTrue's wording). */
export function sessionExpiredError(): AuthError {
  return new AuthError('session_expired', 'Invalid Refresh Token: Session Expired');
}

/** A password (or, with `purpose`, e-mail) change without the current password. */
export function currentPasswordRequiredError(purpose = 'choose a new one'): AuthError {
  return new AuthError('current_password_required', `Enter your current password to ${purpose}.`);
}

/** A password (or, with `what`, e-mail address) change with a wrong current password. */
export function currentPasswordInvalidError(what = 'password'): AuthError {
  return new AuthError(
    'current_password_invalid',
    `Your current password is not right, so the ${what} was not changed.`,
  );
}

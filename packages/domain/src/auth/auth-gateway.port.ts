import type { AuthSession, AuthUser, SiteRole } from './auth-user.ts';
import type { SignOutScope } from './auth-validation.ts';
import type { ProfileChange } from './profile-change.ts';

/** A new password, with the current one (needed unless the session came from a reset or invitation link). */
export interface PasswordChange {
  readonly password: string;
  readonly currentPassword?: string;
}

/** Where a sign-in request comes from, for rate limits and the audit log. */
export interface AuthRequestContext {
  readonly clientAddress: string;
}

/**
 * Accounts, sessions and password recovery for the admin area. Two adapters: embedded (accounts in
 * Postgres) and Supabase Auth. Failures are AuthErrors with the spec's codes and messages.
 */
export interface AuthGateway {
  /** Signs in with email and password; invalid_credentials when either is wrong. */
  signInWithPassword(input: { email: string; password: string }, context: AuthRequestContext): Promise<AuthSession>;
  /**
   * A new session for a refresh token, which is used up (rotation). The same token presented again
   * within REFRESH_REUSE_GRACE_S answers the same successor (two tabs racing get one working token);
   * later it revokes the session's tokens (refresh_token_reused). A session ends SESSION_LIFETIME_S
   * after sign-in whatever the rotations (session_expired).
   */
  refreshSession(refreshToken: string): Promise<AuthSession>;
  /**
   * The user of a valid access token; bad_jwt for a malformed, expired or forged token, an AuthError
   * for the token of a session signed out, revoked or past its lifetime.
   */
  getUser(accessToken: string): Promise<AuthUser>;
  /** Ends this session (local), every session of the user (global) or all but this one (others). */
  signOut(accessToken: string, scope: SignOutScope): Promise<void>;
  /** Sends a reset link to the address if it has an account; resolves the same either way. */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  /** Trades the code of a reset (or sign-in) link for a session. */
  exchangeCode(code: string): Promise<AuthSession>;
  /**
   * Sets a new password for the signed-in user (weak_password with reasons when too weak). Outside a
   * session opened by a reset or invitation link the current password is needed
   * (current_password_required, current_password_invalid). Every other session of the user ends; this
   * one continues.
   */
  updatePassword(accessToken: string, change: PasswordChange): Promise<AuthUser>;
  /**
   * Changes the signed-in user's name and e-mail address (validProfileChange's rules: validation_failed,
   * current_password_required; current_password_invalid for a wrong one; email_exists for an address another
   * account holds). Answers the user as changed.
   */
  updateProfile(accessToken: string, change: ProfileChange): Promise<AuthUser>;
}

/** User management for admins. */
export interface AuthUserAdmin {
  listUsers(): Promise<AuthUser[]>;
  /** Creates an account with a password, or (without one) invites the address to set one. */
  createUser(input: { email: string; role: SiteRole; password?: string; redirectTo: string }): Promise<AuthUser>;
  setRole(userId: string, role: SiteRole | null): Promise<AuthUser>;
  /** Sends the user a reset link. */
  sendPasswordReset(userId: string, redirectTo: string): Promise<void>;
  deleteUser(userId: string): Promise<void>;
}

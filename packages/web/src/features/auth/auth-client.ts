import type { AuthEvent, AuthFactor, AuthUser, ProfileChange, SignOutScope, TotpEnrolment } from '@app/domain';

/** What every auth call answers: the event, the user (null when signed out) and the session's expiry (seconds). */
export interface AuthAnswer {
  readonly event: AuthEvent;
  readonly user: AuthUser | null;
  readonly expiresAt: number | null;
  /** After sign-in: where to go (the path the guard remembered, or /admin). */
  readonly redirectTo?: string;
  /** The factor whose two-step code this session still owes before the admin area opens. */
  readonly mfaFactorId?: string;
}

/**
 * The browser's side of sign-in: calls to our own API, which keeps the session in httpOnly
 * cookies (the browser never holds a token). Failures are AuthErrors with the server's code.
 */
export interface AuthClient {
  session(): Promise<AuthAnswer>;
  signIn(email: string, password: string): Promise<AuthAnswer>;
  signOut(scope?: SignOutScope): Promise<AuthAnswer>;
  refresh(): Promise<AuthAnswer>;
  recover(email: string): Promise<void>;
  exchangeCode(code: string): Promise<AuthAnswer>;
  /** A new password; the current one is needed unless a reset or invitation link opened the session. */
  updatePassword(password: string, currentPassword?: string): Promise<AuthAnswer>;
  /** A new name or e-mail address (the address with the current password), from the My account page. */
  updateProfile(change: ProfileChange): Promise<AuthAnswer>;
  /** Two-step sign-in (ADR 0039): the user's factors, a new TOTP factor, a code verified, a factor removed. */
  listFactors(): Promise<AuthFactor[]>;
  enrollTotp(): Promise<TotpEnrolment>;
  verifyTotp(factorId: string, code: string): Promise<AuthAnswer>;
  unenroll(factorId: string, code: string): Promise<void>;
}

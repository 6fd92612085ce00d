import type { AuthSession } from './auth-user.ts';
import type { AssuranceLevel, FactorStatus, FactorType } from './totp-rules.ts';

/** A second factor of a user (the spec's factors: factor_type, status). */
export interface AuthFactor {
  readonly id: string;
  readonly factorType: FactorType;
  readonly status: FactorStatus;
  readonly friendlyName: string;
  readonly createdAt: string;
}

/** A TOTP factor just enrolled: the secret is shown this once, for the authenticator app. */
export interface TotpEnrolment {
  readonly factorId: string;
  /** The otpauth:// address the QR code carries. */
  readonly uri: string;
  /** The secret in base32, for typing into the app by hand. */
  readonly secret: string;
}

/** Where a session stands: its level now, and the level the user's factors ask for. */
export interface AssuranceLevels {
  readonly currentLevel: AssuranceLevel;
  readonly nextLevel: AssuranceLevel;
}

/**
 * Two-step sign-in for the signed-in user (Supabase's auth.mfa): enrol a TOTP factor, verify a code (the first one
 * verifies the factor; each raises the session to aal2), remove a factor with a current code. Codes follow
 * totp-rules.ts (±1 step, each accepted once); wrong codes are AuthErrors `mfa_verification_failed`.
 */
export interface AuthFactors {
  listFactors(accessToken: string): Promise<AuthFactor[]>;
  /** A new unverified TOTP factor; an earlier unverified one of the user is replaced. */
  enrollTotp(accessToken: string, issuer: string): Promise<TotpEnrolment>;
  /** Verifies a code of the factor: the factor becomes verified and the session aal2 (a new access token). */
  verifyTotp(accessToken: string, factorId: string, code: string): Promise<AuthSession>;
  /**
   * Removes a factor, proven by a current code of it. Answers the session to keep when entering the code renewed its
   * tokens (Supabase: verifying swaps the refresh token), null when the session's tokens stay as they were.
   */
  unenroll(accessToken: string, factorId: string, code: string): Promise<AuthSession | null>;
  assuranceLevel(accessToken: string): Promise<AssuranceLevels>;
}

/** Removing another user's factors (an admin's recovery for a lost phone). */
export interface AuthFactorAdmin {
  removeFactors(userId: string): Promise<number>;
}

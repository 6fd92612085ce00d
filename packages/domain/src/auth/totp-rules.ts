/**
 * Two-step sign-in with time-based one-time codes (RFC 6238, as authenticator apps make them): 6 digits, a new code
 * every 30 s, HMAC-SHA1. The code itself is computed by the adapter (the domain holds no cryptography); the rules of
 * which code is accepted are here.
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one: a clock 30 s off, or a code typed as it changed, still works. */
export const TOTP_WINDOW_STEPS = 1;

/**
 * How long a code stays acceptable after it was accepted: a code of step s is accepted while now lies in steps
 * s − WINDOW … s + WINDOW, so at most (2·WINDOW + 1) steps after any moment it was accepted at. A back-end that keeps
 * no last used step (GoTrue) remembers each accepted code this long to refuse it a second time.
 */
export const TOTP_CODE_ACCEPTABLE_MS = (2 * TOTP_WINDOW_STEPS + 1) * TOTP_PERIOD_S * 1000;

/** The kinds of second factor (the spec's factor_type); only TOTP is offered. */
export type FactorType = 'totp';
/** A factor is unverified from enrolment until its first code is verified. */
export type FactorStatus = 'unverified' | 'verified';
/** Authenticator assurance: aal1 after a password, aal2 once a second factor was verified in the session. */
export type AssuranceLevel = 'aal1' | 'aal2';

/** The time step a moment falls in. */
export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S);
}

/** Whether a text has the shape of a code (six digits; spaces people type between groups ignored). */
export function normalizedTotpCode(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * The step whose code this is, within the window around now and after the last step used (a code is accepted once:
 * the replay rule), or null. `codeAt` computes the factor's code of a step.
 */
export function acceptedTotpStep(
  code: string,
  nowMs: number,
  lastUsedStep: number | null,
  codeAt: (step: number) => string,
): number | null {
  const digits = normalizedTotpCode(code);
  if (digits === null) return null;
  const now = totpStepAt(nowMs);
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step++)
    if ((lastUsedStep === null || step > lastUsedStep) && codeAt(step) === digits) return step;
  return null;
}

/**
 * What a session must reach before the admin area opens: aal2 once the user has a verified factor, aal1 otherwise
 * (Supabase's getAuthenticatorAssuranceLevel: `nextLevel`).
 */
export function requiredAssuranceLevel(hasVerifiedFactor: boolean): AssuranceLevel {
  return hasVerifiedFactor ? 'aal2' : 'aal1';
}

/** Whether a session at `current` may use the admin area. */
export function assuranceSuffices(current: AssuranceLevel, required: AssuranceLevel): boolean {
  return required === 'aal1' || current === 'aal2';
}

/** The otpauth:// address authenticator apps read from the QR code (Key URI Format). */
export function totpUri(input: { issuer: string; account: string; secretBase32: string }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const query = [
    ['secret', input.secretBase32],
    ['issuer', input.issuer],
    ['algorithm', 'SHA1'],
    ['digits', String(TOTP_DIGITS)],
    ['period', String(TOTP_PERIOD_S)],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `otpauth://totp/${label}?${query}`;
}

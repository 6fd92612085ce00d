import { HttpResponse } from 'msw';
import { signJwt } from './gotrue-jwt.ts';
import type { DoubleFactor, DoubleUser, GoTrueState } from './gotrue-state.ts';

/** The API version supabase-js asks for; GoTrue then answers errors as `{ code, message }`. */
const API_VERSION = '2024-01-01';
const API_VERSION_HEADER = 'x-supabase-api-version';

/** The settings of the simulated project. */
export interface GoTrueConfig {
  readonly url: string;
  readonly jwtSecret: string;
  readonly accessTokenSeconds: number;
  readonly passwordMinLength: number;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL. */
  readonly reuseIntervalSeconds: number;
  /** GOTRUE_SESSIONS_TIMEBOX in seconds: refresh is refused this long after sign-in (0: never, the default). */
  readonly sessionsTimeboxSeconds: number;
  /**
   * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD ("Require current password when updating"; off by
   * default): PUT /user needs `current_password` to set a password, except in a session a mailed link opened.
   */
  readonly updatePasswordRequireCurrentPassword: boolean;
  /** GOTRUE_MAILER_OTP_EXP: how long a mailed link works. */
  readonly otpExpirySeconds: number;
  /** GOTRUE_SMTP_MAX_FREQUENCY: the least time between two mails to one address. */
  readonly mailIntervalSeconds: number;
  readonly flowStateExpirySeconds: number;
  /** GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION: how long a factor's challenge may be verified (300 s). */
  readonly mfaChallengeExpirySeconds: number;
  /** GOTRUE_MFA_FACTOR_EXPIRY_DURATION: unverified factors older than this go at the next enrolment (300 s). */
  readonly mfaFactorExpirySeconds: number;
  /** GOTRUE_MFA_MAX_ENROLLED_FACTORS and GOTRUE_MFA_MAX_VERIFIED_FACTORS (10 each). */
  readonly mfaMaxEnrolledFactors: number;
  readonly mfaMaxVerifiedFactors: number;
}

/**
 * An error answer as GoTrue sends it: `{ code, message }` (plus the version header) to a client that
 * asked for API version 2024-01-01, otherwise the legacy `{ code: status, error_code, msg }`.
 */
export function gotrueError(
  request: Request,
  status: number,
  errorCode: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  const versioned = request.headers.get(API_VERSION_HEADER) !== null;
  const body = versioned
    ? { code: errorCode, message, ...extra }
    : { code: status, error_code: errorCode, msg: message, ...extra };
  return HttpResponse.json(body, { status, headers: versioned ? { [API_VERSION_HEADER]: API_VERSION } : {} });
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A factor as GoTrue answers it (models.Factor: the secret never). */
export function factorJson(factor: DoubleFactor): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: iso(factor.createdAt),
    updated_at: iso(factor.updatedAt),
    status: factor.status,
    ...(factor.friendlyName === '' ? {} : { friendly_name: factor.friendlyName }),
    factor_type: 'totp',
    phone: '',
    last_challenged_at: iso(factor.lastChallengedAt),
  };
}

/** A user as GoTrue answers it (GET /user, the admin API, the `user` of a token answer). */
export function userJson(user: DoubleUser): Record<string, unknown> {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    ...(user.emailChange === null ? {} : { new_email: user.emailChange }),
    email_confirmed_at: iso(user.emailConfirmedAt),
    invited_at: iso(user.invitedAt),
    phone: '',
    confirmed_at: iso(user.emailConfirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: [],
    // `factors` is omitempty in GoTrue's User: absent while the user has none.
    ...(user.factors.length === 0 ? {} : { factors: user.factors.map(factorJson) }),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: false,
  };
}

/** The token answer: `{ access_token, token_type, expires_in, expires_at, refresh_token, user }`. */
export function tokenAnswer(
  state: GoTrueState,
  config: GoTrueConfig,
  sessionId: string,
  refreshToken: string,
): Record<string, unknown> {
  const session = state.sessions.get(sessionId);
  const user = session === undefined ? undefined : state.users.get(session.userId);
  if (session === undefined || user === undefined) throw new Error('token answer for a missing session');
  const issuedAt = Math.floor(state.now() / 1000);
  const expiresAt = issuedAt + config.accessTokenSeconds;
  const claims = {
    iss: `${config.url}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email,
    phone: '',
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: 'authenticated',
    aal: state.aalOf(session),
    // CalculateAALAndAMR: every claim of the session, the most recent first.
    amr: session.mfa === null ? [session.amr] : [{ method: 'totp', timestamp: session.mfa.timestamp }, session.amr],
    session_id: sessionId,
    is_anonymous: false,
  };
  return {
    access_token: signJwt(claims, config.jwtSecret),
    token_type: 'bearer',
    expires_in: config.accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Why GoTrue refuses a password: its configured minimum length and required characters. */
export function passwordReasons(password: string, config: GoTrueConfig): string[] {
  const reasons: string[] = [];
  if (password.length < config.passwordMinLength) reasons.push('length');
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) reasons.push('characters');
  return reasons;
}

/** The 422 weak_password answer with its reasons. */
export function weakPasswordAnswer(request: Request, reasons: string[], config: GoTrueConfig): Response {
  const message = `Password should be at least ${config.passwordMinLength} characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.`;
  return gotrueError(request, 422, 'weak_password', message, { weak_password: { reasons } });
}

/** Reads a JSON body, or an empty object for none. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text === '') return {};
  const value = JSON.parse(text) as unknown;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** A text field of a body, or '' when it is missing or not text. */
export const textField = (body: Record<string, unknown>, key: string): string =>
  typeof body[key] === 'string' ? body[key] : '';

import { ERROR_MESSAGES } from '../errors/error-messages.ts';

/** Stable codes of auth failures (the hosted backend's own codes where it has one). */
export type AuthErrorCode =
  | 'session_missing'
  | 'user_missing'
  | 'invalid_credentials'
  | 'validation_failed'
  | 'weak_password'
  | 'bad_jwt'
  | 'refresh_token_reused'
  | 'refresh_token_not_found'
  | 'session_expired'
  | 'current_password_required'
  | 'current_password_invalid'
  | 'over_request_rate_limit'
  | 'pkce_exchange_failed'
  | 'retryable_fetch_error'
  | 'email_exists'
  | 'mfa_verification_failed'
  | 'mfa_factor_not_found'
  | 'insufficient_aal';

const STATUS: Record<AuthErrorCode, number> = {
  session_missing: 400,
  user_missing: 500,
  invalid_credentials: 400,
  validation_failed: 400,
  weak_password: 422,
  bad_jwt: 400,
  refresh_token_reused: 400,
  refresh_token_not_found: 400,
  session_expired: 400,
  current_password_required: 400,
  current_password_invalid: 400,
  over_request_rate_limit: 429,
  pkce_exchange_failed: 400,
  retryable_fetch_error: 503,
  email_exists: 422,
  mfa_verification_failed: 422,
  mfa_factor_not_found: 404,
  insufficient_aal: 401,
};

/** An auth failure with its code and HTTP status (spec section 8). */
export class AuthError extends Error {
  readonly code: AuthErrorCode;
  readonly status: number;

  constructor(code: AuthErrorCode, message: string) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
    this.status = STATUS[code];
  }
}

/** A password the server refuses, with every reason. */
export class WeakPasswordError extends AuthError {
  readonly reasons: readonly string[];

  constructor(reasons: readonly string[]) {
    super('weak_password', `Password is too weak: ${reasons.join('; ')}`);
    this.name = 'WeakPasswordError';
    this.reasons = reasons;
  }
}

/** 'Auth session missing!' (400): a call that needs a session got none. */
export function sessionMissingError(): AuthError {
  return new AuthError('session_missing', ERROR_MESSAGES.authSessionMissing);
}

/** Wrong email or password, worded so it does not tell which one. */
export function invalidCredentialsError(): AuthError {
  return new AuthError('invalid_credentials', 'Invalid login credentials');
}

/** A sign-up for an address that already has an account. */
export function emailExistsError(): AuthError {
  return new AuthError('email_exists', 'This address already has an account. Sign in, or ask for a sign-in link.');
}

/** A wrong, expired or already used two-step code (GoTrue's mfa_verification_failed). */
export function wrongTotpCodeError(): AuthError {
  return new AuthError('mfa_verification_failed', 'That code is not right or was already used. Enter the newest code.');
}

/** A factor the user does not have. */
export function factorNotFoundError(): AuthError {
  return new AuthError('mfa_factor_not_found', 'This two-step sign-in is not set up on your account.');
}

/** A session that signed in with its password but has not entered its two-step code yet. */
export function insufficientAalError(): AuthError {
  return new AuthError('insufficient_aal', 'Enter the code from your authenticator app to continue.');
}

import {
  AuthError,
  ConflictError,
  DomainError,
  NotFoundError,
  WeakPasswordError,
  currentPasswordInvalidError,
  currentPasswordRequiredError,
  factorNotFoundError,
  insufficientAalError,
  invalidCredentialsError,
  sessionMissingError,
  wrongTotpCodeError,
  type AuthErrorCode,
} from '@app/domain';
import { isAuthError, isAuthRetryableFetchError, isAuthWeakPasswordError } from '@supabase/supabase-js';

/** What GoTrue's weak_password reasons ask of the user. */
const WEAK_PASSWORD_REASONS: Record<string, string> = {
  length: 'use a longer password',
  characters: 'add lower-case and upper-case letters and digits',
  pwned: 'this password appears in known data breaches: choose another',
};

/** GoTrue error codes and the domain's code for them. */
const CODES: Record<string, AuthErrorCode> = {
  bad_jwt: 'bad_jwt',
  no_authorization: 'bad_jwt',
  user_not_found: 'bad_jwt',
  session_expired: 'session_expired',
  current_password_required: 'current_password_required',
  current_password_invalid: 'current_password_invalid',
  refresh_token_not_found: 'refresh_token_not_found',
  refresh_token_already_used: 'refresh_token_reused',
  over_request_rate_limit: 'over_request_rate_limit',
  over_email_send_rate_limit: 'over_request_rate_limit',
  flow_state_not_found: 'pkce_exchange_failed',
  flow_state_expired: 'pkce_exchange_failed',
  bad_code_verifier: 'pkce_exchange_failed',
  pkce_code_verifier_not_found: 'pkce_exchange_failed',
  otp_expired: 'pkce_exchange_failed',
  validation_failed: 'validation_failed',
  same_password: 'validation_failed',
  email_not_confirmed: 'invalid_credentials',
};

const CODE_NOT_CHECKED = 'The code could not be checked this time. Enter the newest code from your app again.';
const TOTP_TURNED_OFF =
  'Two-step sign-in with an authenticator app is turned off in the Supabase project (Authentication, Multi-Factor: TOTP).';

/** GoTrue's MFA refusals as the domain's errors, in the domain's words. */
const MFA_ERRORS: Record<string, () => AuthError> = {
  mfa_verification_failed: wrongTotpCodeError,
  mfa_factor_not_found: factorNotFoundError,
  insufficient_aal: insufficientAalError,
  // A challenge that expired or was asked from another address between the adapter's two calls: nothing the user did.
  mfa_challenge_expired: () => new AuthError('retryable_fetch_error', CODE_NOT_CHECKED),
  mfa_ip_address_mismatch: () => new AuthError('retryable_fetch_error', CODE_NOT_CHECKED),
  mfa_totp_enroll_not_enabled: () => new AuthError('validation_failed', TOTP_TURNED_OFF),
  mfa_totp_verify_not_enabled: () => new AuthError('validation_failed', TOTP_TURNED_OFF),
};

const LINK_FAILED = 'This link is invalid or has expired. Ask for a new one.';
/** A sign-in link that cannot open a session (used, expired, or of an account this sign-in does not serve). */
export function linkFailedError(): AuthError {
  return new AuthError('pkce_exchange_failed', LINK_FAILED);
}
const UNREACHABLE = 'The sign-in service is not answering. Please try again in a moment.';

/**
 * A failure of supabase-js's auth client as the domain error: AuthErrors with the spec's codes
 * (invalid credentials, weak password with reasons, bad JWT, missing session, PKCE exchange,
 * retryable fetch), ConflictError for a taken address, NotFoundError for an unknown user.
 */
export function toDomainAuthError(error: unknown): Error {
  if (error instanceof DomainError || error instanceof AuthError) return error;
  if (!isAuthError(error)) return new AuthError('retryable_fetch_error', UNREACHABLE);
  if (isAuthRetryableFetchError(error)) return new AuthError('retryable_fetch_error', UNREACHABLE);
  if (isAuthWeakPasswordError(error))
    return new WeakPasswordError(error.reasons.map((reason) => WEAK_PASSWORD_REASONS[reason] ?? reason));
  if (error.name === 'AuthSessionMissingError') return sessionMissingError();
  if (error.name === 'AuthPKCECodeVerifierMissingError') return new AuthError('pkce_exchange_failed', LINK_FAILED);
  const code = error.code ?? '';
  const mfaError = MFA_ERRORS[code];
  if (mfaError !== undefined) return mfaError();
  if (code === 'invalid_credentials') return invalidCredentialsError();
  if (code === 'email_exists' || code === 'user_already_exists')
    return new ConflictError('An account for this email address already exists');
  const domainCode = CODES[code];
  if (domainCode === 'pkce_exchange_failed') return new AuthError(domainCode, LINK_FAILED);
  if (domainCode === 'current_password_required') return currentPasswordRequiredError();
  if (domainCode === 'current_password_invalid') return currentPasswordInvalidError();
  if (domainCode !== undefined) return new AuthError(domainCode, error.message);
  if ((error.status ?? 500) >= 500) return new AuthError('retryable_fetch_error', UNREACHABLE);
  return new AuthError('validation_failed', error.message);
}

/** The admin API's "no such user" (404 user_not_found) as the domain's NotFoundError; other failures as above. */
export function toDomainAdminError(error: unknown): Error {
  if (isAuthError(error) && error.status === 404) return new NotFoundError('User not found');
  return toDomainAuthError(error);
}

type Answer = { data: unknown; error: unknown };
/** The data of an answer that carries no error. */
type DataOf<R extends Answer> = Extract<R, { error: null }>['data'];

/** The data of a supabase-js auth answer, or its error (thrown or answered) as the domain's. */
export async function unwrapAuth<R extends Answer>(call: () => Promise<R>): Promise<DataOf<R>> {
  let answer: R;
  try {
    answer = await call();
  } catch (error) {
    throw toDomainAuthError(error);
  }
  if (answer.error) throw toDomainAuthError(answer.error);
  return answer.data;
}

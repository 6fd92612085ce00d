import { ERROR_MESSAGES } from '../errors/error-messages.ts';
import { AuthError, WeakPasswordError } from './auth-errors.ts';

/** Password sign-in or sign-up input: an email or a phone, and a password. */
export interface PasswordCredentials {
  readonly email?: string;
  readonly phone?: string;
  readonly password?: string;
}

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/** Sign-up and password sign-in need an email or a phone, and a password (spec section 5). */
export function assertPasswordCredentials(credentials: PasswordCredentials): void {
  if (!(present(credentials.email) || present(credentials.phone)) || !present(credentials.password))
    throw new AuthError('validation_failed', ERROR_MESSAGES.authCredentialsRequired);
}

/** A one-time-code request needs an email or a phone. */
export function assertOtpRequest(input: { email?: string; phone?: string }): void {
  if (!(present(input.email) || present(input.phone)))
    throw new AuthError('validation_failed', 'You must provide either an email or phone number.');
}

/** Resend needs an email or a phone, and a type. */
export function assertResendRequest(input: { email?: string; phone?: string; type?: string }): void {
  if (!(present(input.email) || present(input.phone)) || !present(input.type))
    throw new AuthError('validation_failed', 'You must provide either an email or phone number and a type');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** User ids must be in UUID form. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

const BASE64URL_PART = /^[A-Za-z0-9_-]+$/;

/** A JWT has three base64url parts separated by dots (the signature part may not be empty either). */
export function isJwtShaped(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => BASE64URL_PART.test(part));
}

/** Sign-out scopes: every session of the user, this one, or every other one. */
export const SIGN_OUT_SCOPES = ['global', 'local', 'others'] as const;
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];

/** Whether a text is a sign-out scope. */
export function isSignOutScope(value: string): value is SignOutScope {
  return (SIGN_OUT_SCOPES as readonly string[]).includes(value);
}

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 72;

/**
 * Why a password is too weak (empty when it is strong enough): at least 10 characters (at most
 * 72), with a lower-case letter, an upper-case letter and a digit, and not the email's name part.
 */
export function passwordWeaknesses(password: string, email = ''): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push(`use at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push(`use at most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/[a-z]/.test(password)) reasons.push('add a lower-case letter');
  if (!/[A-Z]/.test(password)) reasons.push('add an upper-case letter');
  if (!/\d/.test(password)) reasons.push('add a digit');
  const name = email.split('@', 1)[0]?.toLowerCase() ?? '';
  if (name.length >= 4 && password.toLowerCase().includes(name)) reasons.push('do not use your email address in it');
  return reasons;
}

/** Throws a WeakPasswordError listing every reason, when there is one. */
export function assertStrongPassword(password: string, email = ''): void {
  const reasons = passwordWeaknesses(password, email);
  if (reasons.length > 0) throw new WeakPasswordError(reasons);
}

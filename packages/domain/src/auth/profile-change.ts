import { AuthError } from './auth-errors.ts';
import { currentPasswordRequiredError } from './session-rules.ts';

/** The longest name a user may give (it is shown in the admin header). */
export const PROFILE_NAME_MAX_LENGTH = 80;

/** What the My account page may change: the name, the e-mail address (with the current password). */
export interface ProfileChange {
  readonly name?: string;
  readonly email?: string;
  /** Needed to change the e-mail address: whoever holds an open browser may not take the account over. */
  readonly currentPassword?: string;
}

/** A ProfileChange as stored: the name trimmed, the address trimmed; absent parts stay as they are. */
export interface ValidProfileChange {
  readonly name?: string;
  readonly email?: string;
  readonly currentPassword: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what a name may not hold
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Why a name is refused, or null for a good one (trimmed; empty clears it). */
export function profileNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length > PROFILE_NAME_MAX_LENGTH) return `Keep your name to ${PROFILE_NAME_MAX_LENGTH} characters.`;
  if (CONTROL_CHARACTER.test(trimmed)) return 'Your name may not hold line breaks or control characters.';
  return null;
}

/** Whether an address looks like one mail can reach (one @, a dot in the domain, no spaces). */
export function isEmailShaped(email: string): boolean {
  return email.length <= 254 && EMAIL_SHAPE.test(email);
}

/**
 * The change checked and trimmed: validation_failed for a bad name or address, current_password_required
 * when the address changes without the current password. `currentEmail` is the account's address now
 * (the same address in another case is no change).
 */
export function validProfileChange(change: ProfileChange, currentEmail: string): ValidProfileChange {
  const name = change.name?.trim();
  const email = change.email?.trim();
  const currentPassword = change.currentPassword ?? '';
  if (name !== undefined) {
    const problem = profileNameProblem(name);
    if (problem !== null) throw new AuthError('validation_failed', problem);
  }
  const emailChanges = email !== undefined && email.toLowerCase() !== currentEmail.toLowerCase();
  if (emailChanges && !isEmailShaped(email)) throw new AuthError('validation_failed', 'Enter a valid email address.');
  if (emailChanges && currentPassword === '') throw currentPasswordRequiredError('change your email address');
  return { ...(name === undefined ? {} : { name }), ...(emailChanges ? { email } : {}), currentPassword };
}

/** An e-mail change to an address another account holds. */
export function emailTakenError(): AuthError {
  return new AuthError('email_exists', 'Another account already uses this email address.');
}

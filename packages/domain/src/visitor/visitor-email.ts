import { AuthError } from '../auth/auth-errors.ts';
import { isEmailAddress } from '../content/content-field-rules.ts';

/** The role of a visitor account (`app_metadata.role`, set only by the server), never a staff role (ADR 0028). */
export const VISITOR_ROLE = 'visitor';

/** An address a visitor account may have: one line, a name, an @ and a domain, at most 254 characters. */
export function assertVisitorEmail(address: string): void {
  if (!isEmailAddress(address) || address.length > 254)
    throw new AuthError('validation_failed', 'Enter your e-mail address, like name@example.com');
}

import type { Consent } from '@app/domain';

/** The first-party cookie that remembers the visitor's choice, e.g. `v1.a1.d0` (analytics yes, advertising no). */
export const CONSENT_COOKIE = 'consent';
/** The first-party random id GA4 and Meta know the visitor by; set only once the visitor agreed to something. */
export const CLIENT_ID_COOKIE = 'cid';
/** Both cookies last a year. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const CONSENT_VALUE = /^v1\.a([01])\.d([01])$/;
const CLIENT_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The choice a cookie value holds, or null when the visitor has not chosen (or the value is not ours). */
export function parseConsentCookie(value: string | undefined): Consent | null {
  const match = value === undefined ? null : CONSENT_VALUE.exec(value);
  if (match === null) return null;
  return { analytics: match[1] === '1', advertising: match[2] === '1' };
}

/** The cookie value of a choice. */
export function consentCookieValue(choice: Consent): string {
  return `v1.a${choice.analytics ? '1' : '0'}.d${choice.advertising ? '1' : '0'}`;
}

/** Whether the visitor agreed to anything (then, and only then, they get a client id). */
export function agreedToAnything(choice: Consent | null): boolean {
  return choice !== null && (choice.analytics || choice.advertising);
}

/** Whether a value can be a client id (what `POST /api/events` accepts). */
export function isClientId(value: string | undefined): value is string {
  return value !== undefined && CLIENT_ID.test(value);
}

/** A cookie's value in a `Cookie` header (`document.cookie`), or undefined. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

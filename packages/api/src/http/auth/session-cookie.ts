import type { Context } from 'hono';
import {
  chunkCookieValue,
  chunkedCookieNames,
  COOKIE_PATH,
  readChunkedCookie,
  SESSION_COOKIE_MAX_AGE_S,
  type AuthSession,
} from '@app/domain';

/** The cookie prefix of this site; the session cookie and the redirect-path cookie start with it. */
export const AUTH_COOKIE_PREFIX = 'sb-palmetto';
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}-auth-token`;

/** What the session cookie holds: the tokens and when the access token expires. */
export interface StoredSession {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_at: number;
}

/**
 * The request's cookies as sent, values still encoded: chunks are joined before decoding, so a
 * character split across two chunks survives.
 */
export function rawCookies(c: Context): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (c.req.header('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return cookies;
}

function isSecure(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

/**
 * Sets a cookie whose value is already encoded, with the spec's attributes: path /, SameSite lax,
 * httpOnly, Secure over HTTPS, 400 days (0 to delete).
 */
export function setAuthCookie(
  c: Context,
  name: string,
  encodedValue: string,
  maxAgeSeconds = SESSION_COOKIE_MAX_AGE_S,
): void {
  const attributes = [
    `Max-Age=${maxAgeSeconds}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isSecure(c) ? ['Secure'] : []),
  ];
  c.header('Set-Cookie', [`${name}=${encodedValue}`, ...attributes].join('; '), { append: true });
}

/** The stored session of the request, or null when there is none or it is unreadable. */
export function readSessionCookie(c: Context): StoredSession | null {
  const cookies = rawCookies(c);
  let raw: string | undefined;
  try {
    raw = readChunkedCookie(SESSION_COOKIE, (name) => cookies.get(name));
  } catch {
    return null;
  }
  if (raw === undefined) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (
      typeof value.access_token !== 'string' ||
      typeof value.refresh_token !== 'string' ||
      typeof value.expires_at !== 'number'
    )
      return null;
    return { access_token: value.access_token, refresh_token: value.refresh_token, expires_at: value.expires_at };
  } catch {
    return null;
  }
}

/** Removes the session cookie and every chunk of it. */
export function clearSessionCookie(c: Context): void {
  for (const name of chunkedCookieNames(SESSION_COOKIE, [...rawCookies(c).keys()])) setAuthCookie(c, name, '', 0);
}

/** Stores a session in the cookie (chunked at 3180 characters when long), replacing any older chunks. */
export function writeSessionCookie(c: Context, session: AuthSession): void {
  const stored: StoredSession = {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_at: session.expires_at,
  };
  const parts = chunkCookieValue(SESSION_COOKIE, JSON.stringify(stored));
  const written = new Set(parts.map((part) => part.name));
  for (const name of chunkedCookieNames(SESSION_COOKIE, [...rawCookies(c).keys()]))
    if (!written.has(name)) setAuthCookie(c, name, '', 0);
  for (const part of parts) setAuthCookie(c, part.name, part.value);
}

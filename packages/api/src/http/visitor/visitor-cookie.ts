import type { Context } from 'hono';
import { COOKIE_PATH, SESSION_COOKIE_MAX_AGE_S, type VisitorSession } from '@app/domain';
import { rawCookies, setAuthCookie } from '../auth/session-cookie.ts';

/**
 * The visitor's session cookie (httpOnly). Its name shares no prefix with the admin cookies (`sb-palmetto-`): the
 * admin guard never reads it, and the page cache does not count it as a sign-in, since public pages are rendered
 * the same for every visitor (hearts are filled in by the browser, ADR 0028).
 */
export const VISITOR_SESSION_COOKIE = 'palmetto-visitor-session';
/**
 * A cookie the browser's script may read, holding no secret: it only says a visitor is signed in, so the heart
 * store asks for the saved homes after hydration and anonymous visitors never make that call.
 */
export const VISITOR_MARK_COOKIE = 'palmetto-visitor';

/** What the visitor cookie holds. */
export interface StoredVisitorSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAt: number;
}

function isSecure(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

function setMark(c: Context, maxAge: number): void {
  const attributes = [`Max-Age=${maxAge}`, `Path=${COOKIE_PATH}`, 'SameSite=Lax', ...(isSecure(c) ? ['Secure'] : [])];
  c.header('Set-Cookie', [`${VISITOR_MARK_COOKIE}=${maxAge === 0 ? '' : '1'}`, ...attributes].join('; '), {
    append: true,
  });
}

/** The request's visitor session, or null when there is none or it is unreadable. */
export function readVisitorCookie(c: Context): StoredVisitorSession | null {
  const raw = rawCookies(c).get(VISITOR_SESSION_COOKIE);
  if (raw === undefined || raw === '') return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<StoredVisitorSession>;
    if (
      typeof value.accessToken !== 'string' ||
      typeof value.refreshToken !== 'string' ||
      typeof value.expiresAt !== 'number'
    )
      return null;
    return { accessToken: value.accessToken, refreshToken: value.refreshToken, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

/** Stores a visitor session (httpOnly) and the readable sign-in mark. */
export function writeVisitorCookie(c: Context, session: VisitorSession): void {
  const stored: StoredVisitorSession = {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    expiresAt: session.expiresAt,
  };
  setAuthCookie(c, VISITOR_SESSION_COOKIE, encodeURIComponent(JSON.stringify(stored)));
  setMark(c, SESSION_COOKIE_MAX_AGE_S);
}

/** Removes the visitor session and the mark. */
export function clearVisitorCookie(c: Context): void {
  setAuthCookie(c, VISITOR_SESSION_COOKIE, '', 0);
  setMark(c, 0);
}

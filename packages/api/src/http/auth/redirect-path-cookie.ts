import type { Context } from 'hono';
import { saveRequestedPath, takeRequestedPath, type CookieJar } from '@app/domain';
import { AUTH_COOKIE_PREFIX, rawCookies, setAuthCookie } from './session-cookie.ts';

/** The redirect-path cookie lives ten minutes: long enough to sign in, short enough to go stale. */
const REDIRECT_PATH_MAX_AGE_S = 600;

/** The request's cookies as the domain's CookieJar (values encoded on write, decoded on read). */
function cookieJar(c: Context): CookieJar {
  const cookies = rawCookies(c);
  return {
    get: (name) => {
      const value = cookies.get(name);
      if (value === undefined || value === '') return undefined;
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    },
    set: (name, value) => setAuthCookie(c, name, encodeURIComponent(value), REDIRECT_PATH_MAX_AGE_S),
    remove: (name) => setAuthCookie(c, name, '', 0),
  };
}

/** Remembers the full path a visitor asked for before being sent to sign in. */
export function rememberRequestedPath(c: Context, fullPath: string): void {
  saveRequestedPath(cookieJar(c), AUTH_COOKIE_PREFIX, fullPath);
}

/** The remembered path, read once and cleared; undefined when none. */
export function takeRememberedPath(c: Context): string | undefined {
  return takeRequestedPath(cookieJar(c), AUTH_COOKIE_PREFIX);
}

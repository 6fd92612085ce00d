/** The suffix of the cookie that remembers the requested path across sign-in. */
export const REDIRECT_PATH_COOKIE_SUFFIX = '-redirect-path';

/** The cookie name for a cookie prefix, e.g. `sb` gives `sb-redirect-path`. */
export function redirectPathCookieName(prefix: string): string {
  return `${prefix}${REDIRECT_PATH_COOKIE_SUFFIX}`;
}

/** The cookie operations the redirect memory needs; browser and server both provide them. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/**
 * Only same-site paths may be remembered: one leading slash, no scheme, no backslash tricks,
 * and no tab or line break (browsers drop those from URLs, so `/\t/host` would become `//host`).
 */
export function isSafeRedirectPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\t\r\n]/.test(path);
}

/** Saves the originally requested full path (path, query and hash) before sending the visitor to sign in. */
export function saveRequestedPath(jar: CookieJar, prefix: string, fullPath: string): void {
  if (isSafeRedirectPath(fullPath)) jar.set(redirectPathCookieName(prefix), fullPath);
}

/** Reads the saved path once, clearing it; undefined when none (or unsafe) was saved. */
export function takeRequestedPath(jar: CookieJar, prefix: string): string | undefined {
  const name = redirectPathCookieName(prefix);
  const saved = jar.get(name);
  if (saved === undefined) return undefined;
  jar.remove(name);
  return isSafeRedirectPath(saved) ? saved : undefined;
}

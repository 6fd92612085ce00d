/** The longest address a content field accepts. */
export const CONTENT_URL_MAX = 2048;

const SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
const WEB_URL =
  /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s\\\p{Cc}]*)?$/iu;

/**
 * Whether a text is a path on this site: starts with one `/` and has no spaces, control characters or backslashes
 * (`//host` and `/\host` are read by browsers as another site, so they are refused).
 */
export function isSitePath(url: string): boolean {
  return SITE_PATH.test(url);
}

/** Whether a text is an absolute http(s) address with a valid host name and no spaces. */
export function isWebUrl(url: string): boolean {
  return WEB_URL.test(url);
}

/**
 * Whether a link or picture address is one content may use: a site path (`/search?city=Naples`)
 * or an http(s) address. Anything else (`javascript:`, `data:`, `//host`, a bare word) is refused.
 */
export function isSitePathOrWebUrl(url: string): boolean {
  return url.length <= CONTENT_URL_MAX && (isSitePath(url) || isWebUrl(url));
}

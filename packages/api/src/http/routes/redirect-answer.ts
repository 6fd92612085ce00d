import type { Context } from 'hono';
import { normalizeRedirectPath } from '@app/domain';
import { logRecovered } from '../../logging/logger.ts';

/**
 * How long browsers and proxies keep a redirect: an hour, so a redirect removed or changed on the Redirects page
 * reaches returning visitors soon (a 301 without a lifetime may be kept for ever).
 */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/** Where an old address now lives: the target path, or null when it is not redirected. */
export type RedirectLookup = (path: string) => Promise<string | null>;

/**
 * The 301 for a redirected page address, before any page is rendered or taken from the page cache; the query string
 * goes along. Null when the address is not redirected, or the table cannot be read (the page is rendered as usual:
 * a failed lookup never fails the page).
 */
export async function answerRedirect(c: Context, lookup: RedirectLookup): Promise<Response | null> {
  const url = new URL(c.req.url);
  const path = normalizeRedirectPath(url.pathname);
  if (path === null) return null;
  let target: string | null;
  try {
    target = await lookup(path);
  } catch (error) {
    logRecovered('The redirects could not be read; the page is rendered instead:', error);
    return null;
  }
  if (target === null) return null;
  c.header('cache-control', REDIRECT_CACHE_CONTROL);
  return c.redirect(`${target}${url.search}`, 301);
}

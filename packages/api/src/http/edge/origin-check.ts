import type { Context, MiddlewareHandler } from 'hono';
import { requestHeader } from '../request-header.ts';

/** The 403 message of a state-changing request another site's page sent. */
export const CROSS_SITE_REFUSED =
  'This request came from another site and was refused. Make the change from a page of this site.';

/** Methods that change nothing: never checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a request was addressed to: its scheme and its Host (what the browser's address bar showed). */
function ownOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}

/**
 * Whether a state-changing request may go on: when it carries `Origin`, that must be the site's
 * origin (`siteOrigin`, or without one the origin the request was addressed to); `Origin: null`
 * (a sandboxed frame, a privacy-minded redirect) never is. Without `Origin`, a browser's
 * `Sec-Fetch-Site: cross-site` or `same-site` refuses it (another port or subdomain is
 * same-site but not this site); `same-origin` and `none` (typed in the address bar) let it on.
 * Without either header the client is no browser (curl, a server, a test) and cannot carry a
 * visitor's cookies against their will, so it goes on: the session and the routes' own checks judge it.
 */
export function isSameSiteRequest(
  headers: { readonly origin: string | undefined; readonly secFetchSite: string | undefined },
  allowedOrigin: string,
): boolean {
  if (headers.origin !== undefined) return headers.origin.trim().toLowerCase() === allowedOrigin.toLowerCase();
  const site = headers.secFetchSite?.trim().toLowerCase();
  return site !== 'cross-site' && site !== 'same-site';
}

/**
 * Refuses with 403 every POST, PUT, PATCH and DELETE (any method but GET, HEAD and OPTIONS) that a
 * page of another origin made the browser send (isSameSiteRequest). SameSite=Lax cookies alone let
 * a same-site page (another port or subdomain of the same host) act as the signed-in admin; this
 * check does not. Runs before the admin guard and before any body is read.
 */
export function checkRequestOrigin(siteOrigin: string | null): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const headers = { origin: requestHeader(c, 'origin'), secFetchSite: requestHeader(c, 'sec-fetch-site') };
    if (isSameSiteRequest(headers, siteOrigin ?? ownOrigin(c))) return next();
    return c.json({ error: CROSS_SITE_REFUSED }, 403);
  };
}

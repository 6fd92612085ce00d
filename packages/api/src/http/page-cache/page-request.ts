import { ADMIN_ROUTE_GUARD, isGuardedPath, isSearchEngineBot } from '@app/domain';
import { AUTH_COOKIE_PREFIX } from '../auth/session-cookie.ts';

/**
 * Who a cached page is rendered for. The renderer's output differs for crawlers (fully rendered,
 * no error screen), so each audience has its own entries.
 */
export type PageAudience = 'visitor' | 'crawler';

/** How a page request meets the page cache. */
export type PageCacheRoute =
  /** Kept and answered from the cache under `key`, rendered as for `audience`. */
  | { readonly kind: 'cacheable'; readonly key: string; readonly audience: PageAudience }
  /** Carries a session (or other sign-in) cookie: always rendered, never stored by anyone. */
  | { readonly kind: 'signed-in' }
  /** Not a public page, or an address the cache does not share: rendered as before. */
  | { readonly kind: 'uncached' };

/** Paths never cached: the API, the admin area, sign-in and its neighbours, files. */
const UNCACHED_PATH = /^\/(api|admin|admin-console-login|reset-password|not-authorized|auth|assets|media)(\/|$)/;

/**
 * Query parameters that only say where a visitor came from. The rendered page repeats its query
 * in its links and in the router's dehydrated state, so a page rendered without them is not the
 * page for an address with them; and most are unique per click (fbclid, gclid), so keeping those
 * pages would only push useful ones out. Requests carrying them are rendered, not cached.
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid|yclid|igshid|twclid|ttclid|_gl)$/i;

/** The user agents cached pages are rendered with: one per audience, so a key always renders the same. */
export const AUDIENCE_USER_AGENT: Readonly<Record<PageAudience, string>> = {
  visitor: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

/** Whether a Cookie header holds any cookie of this site's sign-in (session chunks, redirect path, PKCE verifier). */
export function carriesSignInCookie(cookieHeader: string | undefined): boolean {
  if (cookieHeader === undefined) return false;
  return cookieHeader.split(';').some((pair) => pair.trimStart().startsWith(`${AUTH_COOKIE_PREFIX}-`));
}

function carriesTrackingParam(search: URLSearchParams): boolean {
  for (const name of search.keys()) if (TRACKING_PARAM.test(name)) return true;
  return false;
}

/**
 * The cache key of a page address: the audience, the path and the query exactly as sent. The
 * query is not sorted: the page's links and its router state repeat the parameters in the order
 * they came, so two orders are two different pages (serving one for the other would make the
 * browser reload the route's data after hydrating).
 */
export function pageCacheKey(url: URL, audience: PageAudience): string {
  return `${audience} ${url.pathname}${url.search}`;
}

/** Decides whether a page request may be answered from the page cache, and under which key. */
export function routePageRequest(request: {
  readonly method: string;
  readonly url: URL;
  readonly cookie?: string;
  readonly userAgent?: string;
}): PageCacheRoute {
  if (carriesSignInCookie(request.cookie)) return { kind: 'signed-in' };
  if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'uncached' };
  const { pathname } = request.url;
  if (
    UNCACHED_PATH.test(pathname) ||
    pathname === ADMIN_ROUTE_GUARD.loginPath ||
    pathname === ADMIN_ROUTE_GUARD.callbackPath
  )
    return { kind: 'uncached' };
  if (isGuardedPath(`${pathname}${request.url.search}`, ADMIN_ROUTE_GUARD)) return { kind: 'uncached' };
  if (carriesTrackingParam(request.url.searchParams)) return { kind: 'uncached' };
  const audience: PageAudience = isSearchEngineBot(request.userAgent) ? 'crawler' : 'visitor';
  return { kind: 'cacheable', key: pageCacheKey(request.url, audience), audience };
}

import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  ADMIN_ROUTE_GUARD,
  isGuardedPath,
  isSearchEngineBot,
  normalizeRoutePath,
  pageNotFoundMessage,
  PREVIEW_PARAM,
  type PageRequest,
} from '@app/domain';
import type { WebApp } from '../../server-services.ts';
import type { SessionDeps } from '../auth/current-session.ts';
import { guardPage } from '../auth/page-guard.ts';
import {
  createNonce,
  createPagePolicy,
  nonceScriptHashes,
  PAGE_PERMISSIONS_POLICY,
  type PagePolicy,
} from '../edge/content-security-policy.ts';
import { AUTH_COOKIE_PREFIX } from '../auth/session-cookie.ts';
import type { CachedPage } from '../page-cache/cached-page.ts';
import type { PageEncoding } from '../page-cache/content-negotiation.ts';
import {
  answerCachedPage,
  answerRenderedPage,
  SIGNED_IN_PAGE_CACHE_CONTROL,
  UNCACHED_PAGE_CACHE_CONTROL,
} from '../page-cache/page-answers.ts';
import type { PageCache, RenderedPage } from '../page-cache/page-cache.ts';
import { loggable } from '../../logging/log-safety.ts';
import { appLog } from '../../logging/logger.ts';
import { answerRedirect, type RedirectLookup } from './redirect-answer.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Who a cached page is rendered for. The renderer's output differs for crawlers (fully rendered,
 * no error screen), so each audience has its own entries.
 */
type PageAudience = 'visitor' | 'crawler';

/** How a page request meets the page cache. */
type PageCacheRoute =
  /** Kept and answered from the cache under `key`, rendered as for `audience`. */
  | { readonly kind: 'cacheable'; readonly key: string; readonly audience: PageAudience }
  /** Carries a session (or other sign-in) cookie: always rendered, never stored by anyone. */
  | { readonly kind: 'signed-in' }
  /** Not a public page, or an address the cache does not share: rendered as before. */
  | { readonly kind: 'uncached' };

/** Paths never cached: the API, the admin area, sign-in and its neighbours, the visitor's account pages, files. */
const UNCACHED_PATH =
  /^\/(api|admin|admin-console-login|reset-password|not-authorized|auth|account|assets|media)(\/|$)/;

/**
 * Query parameters that only say where a visitor came from. The rendered page repeats its query
 * in its links and in the router's dehydrated state, so a page rendered without them is not the
 * page for an address with them; and most are unique per click (fbclid, gclid), so keeping those
 * pages would only push useful ones out. Requests carrying them are rendered, not cached.
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid|yclid|igshid|twclid|ttclid|_gl)$/i;

/** The user agents cached pages are rendered with: one per audience, so a key always renders the same. */
const AUDIENCE_USER_AGENT: Readonly<Record<PageAudience, string>> = {
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

/** Whether an address opens a signed preview (ADR 0041): never kept, and the admin's preview frame may show it. */
function isPreviewAddress(url: URL): boolean {
  return url.searchParams.has(PREVIEW_PARAM);
}

/** A page policy that lets our own pages frame the page (the admin's desktop / phone preview frame). */
function framedBySelf(policy: string): string {
  return policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
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
  const { pathname: path } = request.url;
  // Decided on the path as the router matches it: `/ADMIN/users` renders the admin area too.
  const pathname = normalizeRoutePath(path);
  if (
    UNCACHED_PATH.test(pathname) ||
    pathname === ADMIN_ROUTE_GUARD.loginPath ||
    pathname === ADMIN_ROUTE_GUARD.callbackPath
  )
    return { kind: 'uncached' };
  if (isGuardedPath(path, ADMIN_ROUTE_GUARD)) return { kind: 'uncached' };
  if (carriesTrackingParam(request.url.searchParams) || isPreviewAddress(request.url)) return { kind: 'uncached' };
  const audience: PageAudience = isSearchEngineBot(request.userAgent) ? 'crawler' : 'visitor';
  return { kind: 'cacheable', key: pageCacheKey(request.url, audience), audience };
}

/**
 * A render of an address for an audience, independent of the request that asked for it: no
 * cookies, no signal of the visitor's connection (a render others wait for, or one in the
 * background, must not stop when that visitor leaves), the audience's own user agent. Its
 * Content-Security-Policy allows its inline scripts by hash, not by nonce: the page may be sent to
 * many visitors (kept, or shared by concurrent requests), and one nonce for all of them would be
 * no secret (ADR 0019). The render's own nonce only marks which scripts the renderer wrote.
 */
function renderFor(
  renderPage: WebApp['renderPage'],
  url: string,
  audience: PageAudience,
  policy: PagePolicy,
): () => Promise<RenderedPage> {
  return async () => {
    const nonce = createNonce();
    const rendered = await readRendered(
      await renderPage(
        new Request(url, { headers: { accept: 'text/html', 'user-agent': AUDIENCE_USER_AGENT[audience] } }),
        { nonce },
      ),
    );
    return withPolicy(rendered, (html) => policy.withScriptHashes(nonceScriptHashes(html, nonce)));
  };
}

/** A renderer's answer read to the end, with headers of its own (the policy is added to them). */
async function readRendered(response: Response): Promise<RenderedPage> {
  return {
    status: response.status,
    headers: new Headers(response.headers),
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

/**
 * A rendered HTML page with its Content-Security-Policy header: `policy` itself, or made from the
 * page's text; any other answer as it is.
 */
function withPolicy(rendered: RenderedPage, policy: string | ((html: string) => string)): RenderedPage {
  if (!/^text\/html\b/i.test(rendered.headers.get('content-type') ?? '')) return rendered;
  const value = typeof policy === 'string' ? policy : policy(new TextDecoder().decode(rendered.body));
  rendered.headers.set('content-security-policy', value);
  return rendered;
}

/**
 * Answers a cacheable page request: a kept page at once (a stale one is also rendered again in the
 * background), otherwise the page rendered now (shared with concurrent requests for it) and kept
 * when it may be. `served` is told the status each visitor was given: 200 for a kept page, even
 * when answered 304, since the visitor sees the page either way.
 */
async function answerFromPageCache(
  c: Context,
  deps: {
    readonly cache: PageCache;
    readonly renderPage: WebApp['renderPage'];
    readonly policy: PagePolicy;
    readonly served: (status: number) => void;
  },
  route: { readonly key: string; readonly audience: PageAudience },
): Promise<Response> {
  const render = renderFor(deps.renderPage, c.req.url, route.audience, deps.policy);
  const encoded = (page: CachedPage) => (encoding: PageEncoding) => deps.cache.encoded(route.key, page, encoding);
  const found = deps.cache.lookup(route.key);
  if (found !== undefined) {
    if (!found.fresh) deps.cache.refresh(route.key, render);
    deps.served(200);
    return answerCachedPage(
      c,
      found.page,
      encoded(found.page),
      found.fresh ? 'hit' : 'stale',
      deps.cache.ageSeconds(found.page),
    );
  }
  const { rendered, page } = await deps.cache.render(route.key, render);
  deps.served(rendered.status);
  if (page !== null) return answerCachedPage(c, page, encoded(page), 'miss', deps.cache.ageSeconds(page));
  if (rendered.status === 404) appLog().info(pageNotFoundMessage(loggable(c.req.path)));
  return answerRenderedPage(c, rendered, UNCACHED_PAGE_CACHE_CONTROL);
}

/** What the page route needs besides the web app; each part is optional (tests, API-only servers). */
export interface WebRouteOptions {
  /** Guards the admin pages with the spec's route guard. */
  readonly auth?: SessionDeps;
  /** Told of every answered page (page-view counting, which must not make the page wait). */
  readonly pageServed?: (request: PageRequest) => void;
  /** Keeps public pages for anonymous visitors; without it every page is rendered. */
  readonly pageCache?: PageCache;
  /** The pages' Content-Security-Policy (createPagePolicy with the deployment's map tiles); the default without. */
  readonly policy?: PagePolicy;
  /** Old addresses answered 301 before any page is rendered (ADR 0030); none without it. */
  readonly redirectFor?: RedirectLookup;
}

/** What counting a page view needs to know of a request and the status it was answered with. */
function servedPage(c: Context, status: number): PageRequest {
  return {
    method: c.req.method,
    path: c.req.path,
    status,
    userAgent: c.req.header('user-agent') ?? null,
    purpose: c.req.header('sec-purpose') ?? c.req.header('purpose') ?? null,
  };
}

/**
 * The browser files (hashed, cached for a year) and every other GET answered by the
 * server-rendered web app, which sets 404 for unknown paths itself. Public pages for anonymous
 * visitors go through the page cache when there is one (ADR 0012); requests with a sign-in
 * cookie are always rendered and marked `private, no-store`. With `auth`, guarded pages (the
 * admin area) first pass the spec's route guard. Every answered page is handed to `pageServed`.
 * Pages are answered whole with their length, compressed once per answer (answerRenderedPage),
 * not piped through a compression stream. Every page has a strict Content-Security-Policy (ADR
 * 0019): a page rendered for one response allows its inline scripts by a nonce made for that
 * response; a page from the cache allows them by hash. Pages may not be framed (X-Frame-Options
 * DENY besides `frame-ancestors 'none'`) and may use no camera, microphone or location.
 */
export function webRoutes(web: WebApp, options: WebRouteOptions = {}) {
  const { auth, pageServed, pageCache } = options;
  const policy = options.policy ?? createPagePolicy();
  const app = new Hono();
  app.get(
    '/assets/*',
    compress(),
    serveStatic({
      root: web.clientDir,
      onFound: (_path, c) => {
        c.header('cache-control', IMMUTABLE);
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  const secure = secureHeaders({ xFrameOptions: 'DENY', referrerPolicy: 'strict-origin-when-cross-origin' });
  const pageHeaders: MiddlewareHandler = async (c, next) => {
    await secure(c, next);
    c.res.headers.set('permissions-policy', PAGE_PERMISSIONS_POLICY);
    if (isPreviewAddress(new URL(c.req.url))) c.res.headers.set('x-frame-options', 'SAMEORIGIN');
  };
  app.get('*', pageHeaders, async (c) => {
    const redirected = options.redirectFor === undefined ? null : await answerRedirect(c, options.redirectFor);
    if (redirected !== null) return redirected;
    const route = routePageRequest({
      method: c.req.method,
      url: new URL(c.req.url),
      cookie: c.req.header('cookie'),
      userAgent: c.req.header('user-agent'),
    });
    if (route.kind === 'cacheable' && pageCache !== undefined) {
      return answerFromPageCache(
        c,
        {
          cache: pageCache,
          renderPage: web.renderPage,
          policy,
          served: (status) => pageServed?.(servedPage(c, status)),
        },
        route,
      );
    }
    const refused = auth === undefined ? null : await guardPage(c, auth);
    if (refused !== null) return refused;
    const nonce = createNonce();
    const pagePolicy = policy.withNonce(nonce);
    const rendered = withPolicy(
      await readRendered(await web.renderPage(c.req.raw, { nonce })),
      isPreviewAddress(new URL(c.req.url)) ? framedBySelf(pagePolicy) : pagePolicy,
    );
    if (rendered.status === 404) appLog().info(pageNotFoundMessage(loggable(c.req.path)));
    pageServed?.(servedPage(c, rendered.status));
    return answerRenderedPage(
      c,
      rendered,
      route.kind === 'signed-in' ? SIGNED_IN_PAGE_CACHE_CONTROL : UNCACHED_PAGE_CACHE_CONTROL,
    );
  });
  return app;
}

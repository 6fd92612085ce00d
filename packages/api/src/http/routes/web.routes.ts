import type { Context } from 'hono';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { pageNotFoundMessage, type PageRequest } from '@app/domain';
import type { WebApp } from '../../server-services.ts';
import type { SessionDeps } from '../auth/current-session.ts';
import { guardPage } from '../auth/page-guard.ts';
import {
  answerRenderedPage,
  SIGNED_IN_PAGE_CACHE_CONTROL,
  UNCACHED_PAGE_CACHE_CONTROL,
} from '../page-cache/page-answers.ts';
import type { PageCache } from '../page-cache/page-cache.ts';
import { answerFromPageCache, readRendered } from '../page-cache/page-cache-route.ts';
import { routePageRequest } from '../page-cache/page-request.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the page route needs besides the web app; each part is optional (tests, API-only servers). */
export interface WebRouteOptions {
  /** Guards the admin pages with the spec's route guard. */
  readonly auth?: SessionDeps;
  /** Told of every answered page (page-view counting, which must not make the page wait). */
  readonly pageServed?: (request: PageRequest) => void;
  /** Keeps public pages for anonymous visitors; without it every page is rendered. */
  readonly pageCache?: PageCache;
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
 * not piped through a compression stream.
 */
export function webRoutes(web: WebApp, options: WebRouteOptions = {}) {
  const { auth, pageServed, pageCache } = options;
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
  const pageHeaders = secureHeaders({ xFrameOptions: 'SAMEORIGIN', referrerPolicy: 'strict-origin-when-cross-origin' });
  app.get('*', pageHeaders, async (c) => {
    const route = routePageRequest({
      method: c.req.method,
      url: new URL(c.req.url),
      cookie: c.req.header('cookie'),
      userAgent: c.req.header('user-agent'),
    });
    if (route.kind === 'cacheable' && pageCache !== undefined) {
      return answerFromPageCache(
        c,
        { cache: pageCache, renderPage: web.renderPage, served: (status) => pageServed?.(servedPage(c, status)) },
        route,
      );
    }
    const refused = auth === undefined ? null : await guardPage(c, auth);
    if (refused !== null) return refused;
    const rendered = await readRendered(await web.renderPage(c.req.raw));
    if (rendered.status === 404) console.info(pageNotFoundMessage(c.req.path));
    pageServed?.(servedPage(c, rendered.status));
    return answerRenderedPage(
      c,
      rendered,
      route.kind === 'signed-in' ? SIGNED_IN_PAGE_CACHE_CONTROL : UNCACHED_PAGE_CACHE_CONTROL,
    );
  });
  return app;
}

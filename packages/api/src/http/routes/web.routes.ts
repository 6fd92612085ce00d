import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { pageNotFoundMessage, type PageRequest } from '@app/domain';
import type { WebApp } from '../../server-services.ts';
import type { SessionDeps } from '../auth/current-session.ts';
import { guardPage } from '../auth/page-guard.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The browser files (hashed, cached for a year) and every other GET answered by the
 * server-rendered web app, which sets 404 for unknown paths itself. With `auth`, guarded pages
 * (the admin area) first pass the spec's route guard. Every answered page is handed to
 * `pageServed` (page-view counting, which must not make the page wait).
 */
export function webRoutes(web: WebApp, auth?: SessionDeps, pageServed?: (request: PageRequest) => void) {
  const app = new Hono();
  app.get('/assets/*', compress(), serveStatic({
    root: web.clientDir,
    onFound: (_path, c) => {
      c.header('cache-control', IMMUTABLE);
    },
  }));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  const pageHeaders = secureHeaders({ xFrameOptions: 'SAMEORIGIN', referrerPolicy: 'strict-origin-when-cross-origin' });
  app.get('*', pageHeaders, compress(), async (c) => {
    const refused = auth === undefined ? null : await guardPage(c, auth);
    if (refused !== null) return refused;
    const response = await web.renderPage(c.req.raw);
    if (response.status === 404) console.info(pageNotFoundMessage(c.req.path));
    response.headers.set('cache-control', 'no-cache');
    pageServed?.({
      method: c.req.method,
      path: c.req.path,
      status: response.status,
      userAgent: c.req.header('user-agent') ?? null,
      purpose: c.req.header('sec-purpose') ?? c.req.header('purpose') ?? null,
    });
    return response;
  });
  return app;
}

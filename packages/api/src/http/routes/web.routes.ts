import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { pageNotFoundMessage } from '@app/domain';
import type { WebApp } from '../../server-services.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The browser files (hashed, cached for a year) and every other GET answered by the
 * server-rendered web app, which sets 404 for unknown paths itself.
 */
export function webRoutes(web: WebApp) {
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
    const response = await web.renderPage(c.req.raw);
    if (response.status === 404) console.info(pageNotFoundMessage(c.req.path));
    response.headers.set('cache-control', 'no-cache');
    return response;
  });
  return app;
}

import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { captureLog } from '../../logging/log-capture.ts';
import { PageCache } from '../page-cache/page-cache.ts';
import { FixedClock } from '@app/testing';
import { REDIRECT_CACHE_CONTROL } from './redirect-answer.ts';
import { webRoutes } from './web.routes.ts';

const TABLE = new Map([['/resources/buying/old-slug', '/resources/buying/new-slug']]);

function appWith(lookup: (path: string) => Promise<string | null>) {
  const renderPage = vi.fn(
    async () => new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } }),
  );
  const pageCache = new PageCache({ clock: new FixedClock(0) });
  return { app: webRoutes({ clientDir: tmpdir(), renderPage }, { redirectFor: lookup, pageCache }), renderPage };
}

describe('redirected page addresses', () => {
  it('answer 301 to the new address before rendering, keeping the query, cacheable for an hour', async () => {
    const { app, renderPage } = appWith(async (path) => TABLE.get(path) ?? null);
    const response = await app.request('/resources/buying/old-slug/?utm_source=mail');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/resources/buying/new-slug?utm_source=mail');
    expect(response.headers.get('cache-control')).toBe(REDIRECT_CACHE_CONTROL);
    expect(renderPage).not.toHaveBeenCalled();
  });

  it('render every other address as before', async () => {
    const { app, renderPage } = appWith(async (path) => TABLE.get(path) ?? null);
    expect((await app.request('/resources/buying/new-slug')).status).toBe(200);
    expect(renderPage).toHaveBeenCalledTimes(1);
  });

  it('render the page when the redirects cannot be read (a failed lookup never fails a page)', async () => {
    const log = captureLog('warn');
    try {
      const { app } = appWith(() => Promise.reject(new Error('database down')));
      expect((await app.request('/resources/buying/old-slug')).status).toBe(200);
    } finally {
      log.restore();
    }
  });
});

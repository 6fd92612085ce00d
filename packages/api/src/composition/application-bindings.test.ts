import { describe, expect, it } from 'vitest';
import { FixedClock } from '@app/testing';
import { MicroCache } from '../http/micro-cache.ts';
import { PageCache } from '../http/page-cache/page-cache.ts';
import { createTestApp } from '../http/test-app.ts';

describe('the composed application', () => {
  it('drops the micro-cache and the page cache when an admin use case says public data changed', async () => {
    const microCache = new MicroCache();
    const pageCache = new PageCache({ clock: new FixedClock(0) });
    const { http, services } = createTestApp({ microCache, pageCache });
    microCache.put('/api/footer/links', { body: new Uint8Array([1]), gzipBody: null, headers: {}, etag: '"1"' });
    await pageCache.render('visitor /', async () => ({
      status: 200,
      headers: new Headers({ 'content-type': 'text/html' }),
      body: new TextEncoder().encode('<p>home</p>'),
    }));
    const user = {
      id: '00000000-0000-4000-8000-00000000a001',
      email: 'admin@palmetto.example',
      role: 'admin' as const,
      createdAt: '2026-01-01T00:00:00Z',
      lastSignInAt: null,
    };

    await services
      .forAdmin({ user, accessToken: 'token' })
      .footerLinks.create({ link_text: 'Search', link_url: '/search' });

    expect(http.microCache).toBe(microCache);
    expect(microCache.get('/api/footer/links')).toBeUndefined();
    expect(pageCache.lookup('visitor /')).toBeUndefined();
    expect(await services.publicFooterLinks()).toMatchObject([{ link_text: 'Search' }]);
  });
});

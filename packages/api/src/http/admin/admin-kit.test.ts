import { describe, expect, it, vi } from 'vitest';
import { FixedClock } from '@app/testing';
import { MicroCache } from '../micro-cache.ts';
import { PageCache } from '../page-cache/page-cache.ts';
import { createTestApp } from '../test-app.ts';
import { createAdminKit } from './admin-kit.ts';

describe(createAdminKit, () => {
  it('publicDataChanged drops the in-process public caches, the micro-cache and the page cache', async () => {
    const { services } = createTestApp();
    const invalidatePublicCaches = vi.spyOn(services.admin, 'invalidatePublicCaches');
    const microCache = new MicroCache();
    const pageCache = new PageCache({ clock: new FixedClock(0) });
    microCache.put('/api/footer/links', { body: new Uint8Array([1]), gzipBody: null, headers: {}, etag: '"1"' });
    await pageCache.render('visitor /', async () => ({ status: 200, headers: new Headers({ 'content-type': 'text/html' }), body: new TextEncoder().encode('<p>home</p>') }));

    createAdminKit(services.admin, [microCache, undefined, pageCache]).publicDataChanged();

    expect(invalidatePublicCaches).toHaveBeenCalledTimes(1);
    expect(microCache.get('/api/footer/links')).toBeUndefined();
    expect(pageCache.lookup('visitor /')).toBeUndefined();
    expect(pageCache.usage()).toEqual({ entries: 0, bytes: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { DataUnavailableError, ERROR_MESSAGES } from '@app/domain';
import { MicroCache } from '../micro-cache.ts';
import { createTestApp } from '../test-app.ts';

async function seedLinks(footerLinks: ReturnType<typeof createTestApp>['footerLinks']) {
  await footerLinks.create({
    enabled: true,
    column: 2,
    link_text: 'Naples',
    link_url: '/communities/naples',
    sort_order: 1,
  });
  await footerLinks.create({
    enabled: true,
    column: 1,
    link_text: 'Open Houses',
    link_url: '/featured-properties/open-houses',
    sort_order: null,
  });
  await footerLinks.create({ enabled: true, column: 1, link_text: 'Search Homes', link_url: '/search', sort_order: 1 });
  await footerLinks.create({ enabled: false, column: 1, link_text: 'Hidden', link_url: '/hidden', sort_order: 0 });
}

describe('GET /api/footer/links', () => {
  it('answers the enabled links in column and sort order, with no error', async () => {
    const { app, footerLinks } = createTestApp();
    await seedLinks(footerLinks);
    const response = await app.request('/api/footer/links');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { link_text: string }[]; error: null };
    expect(body.error).toBeNull();
    expect(body.data.map((link) => link.link_text)).toEqual(['Search Homes', 'Open Houses', 'Naples']);
  });

  it('is cacheable and answers 304 to a matching If-None-Match', async () => {
    const { app, footerLinks } = createTestApp();
    await seedLinks(footerLinks);
    const first = await app.request('/api/footer/links');
    expect(first.headers.get('cache-control')).toContain('public');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const second = await app.request('/api/footer/links', { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('answers an empty list and the fallback message when the links cannot be read', async () => {
    const { app, footerLinks } = createTestApp();
    footerLinks.failNextWith(new Error('connection refused at 10.0.0.3:5432'));
    const response = await app.request('/api/footer/links');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ data: [], error: ERROR_MESSAGES.footerFetchFailed });
  });

  it("passes on an adapter's own safe message", async () => {
    const { app, footerLinks } = createTestApp();
    footerLinks.failNextWith(new DataUnavailableError('The footer links are being updated'));
    const body = (await (await app.request('/api/footer/links')).json()) as { error: string };
    expect(body.error).toBe('The footer links are being updated');
  });

  it('does not keep a failure: the next call reads again', async () => {
    const { app, footerLinks } = createTestApp();
    await seedLinks(footerLinks);
    footerLinks.failNextWith(new Error('blip'));
    expect((await app.request('/api/footer/links')).status).toBe(503);
    expect((await app.request('/api/footer/links')).status).toBe(200);
  });

  it('hands its answer to the micro-cache under the requested URL', async () => {
    const microCache = new MicroCache();
    const { app, footerLinks } = createTestApp({ microCache });
    await seedLinks(footerLinks);
    const response = await app.request('/api/footer/links');
    const kept = microCache.get('/api/footer/links');
    expect(kept?.etag).toBe(response.headers.get('etag'));
    expect(new TextDecoder().decode(kept?.body)).toBe(await response.text());
  });

  it('keeps no failure in the micro-cache', async () => {
    const microCache = new MicroCache();
    const { app, footerLinks } = createTestApp({ microCache });
    footerLinks.failNextWith(new Error('down'));
    await app.request('/api/footer/links');
    expect(microCache.get('/api/footer/links')).toBeUndefined();
  });
});

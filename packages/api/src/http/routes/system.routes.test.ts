import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app.ts';

describe('system routes', () => {
  it('GET /builds/latest.json answers the build, never cached', async () => {
    const { app } = createTestApp();
    const response = await app.request('/builds/latest.json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ id: 'development', builtAt: '1970-01-01T00:00:00.000Z' });
  });

  it('GET /api/health reports the database and the listing data freshness', async () => {
    const { app } = createTestApp();
    const body = (await (await app.request('/api/health')).json()) as { status: string; listings: { count: number } };
    expect(body.status).toBe('ok');
    expect(body.listings.count).toBe(400);
  });

  it('GET /api/health answers 503 when the database does not answer', async () => {
    const { app, listings } = createTestApp();
    listings.failNextWith(new Error('down'));
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(((await response.json()) as { status: string }).status).toBe('unavailable');
  });

  it('unknown /api paths answer a JSON 404 naming the path', async () => {
    const { app } = createTestApp();
    const response = await app.request('/api/unknown/thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Page not found: /api/unknown/thing' });
  });

  it('GET /api/openapi.json describes the product API', async () => {
    const { app } = createTestApp();
    const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/footer/links',
        '/api/corelogic/properties',
        '/api/corelogic/property/{id}',
        '/api/health',
      ]),
    );
  });

  it('serves demo photos as immutable SVG and 404s unknown ones', async () => {
    const { app } = createTestApp();
    const photo = await app.request('/media/demo/pool/17.svg');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toContain('image/svg+xml');
    expect(photo.headers.get('cache-control')).toContain('immutable');
    expect(await photo.text()).toMatch(/^<svg/);
    expect((await app.request('/media/demo/garage/1.svg')).status).toBe(404);
    expect((await app.request('/media/demo/pool/9999.svg')).status).toBe(404);
  });
});

import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { PageRequest } from '@app/domain';
import { webRoutes } from './web.routes.ts';

describe(webRoutes, () => {
  it('hands every answered page to pageServed with what counting it needs', async () => {
    const pageServed = vi.fn<(request: PageRequest) => void>();
    const web = {
      clientDir: tmpdir(),
      renderPage: async (request: Request) =>
        new Response('page', { status: new URL(request.url).pathname === '/gone' ? 404 : 200 }),
    };
    const app = webRoutes(web, { pageServed });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);

    await app.request('/about?x=1', { headers: { 'user-agent': 'Mozilla/5.0', 'sec-purpose': 'prefetch' } });
    await app.request('/gone');

    expect(pageServed.mock.calls.map(([request]) => request)).toEqual([
      { method: 'GET', path: '/about', status: 200, userAgent: 'Mozilla/5.0', purpose: 'prefetch' },
      { method: 'GET', path: '/gone', status: 404, userAgent: null, purpose: null },
    ]);
  });

  it('answers a rendered page whole, compressed for the client, with its length', async () => {
    const html = `<!doctype html><title>Homes</title>${'<p>Homes in Naples</p>'.repeat(200)}`;
    const web = {
      clientDir: tmpdir(),
      renderPage: async () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    };
    const app = webRoutes(web);
    const get = (headers: Record<string, string>, method = 'GET') => app.request('/about', { method, headers });

    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    const plain = await get({});
    const head = await get({ 'accept-encoding': 'br' }, 'HEAD');
    const bodies = await Promise.all(
      [br, gzip, plain].map(async (response) => new Uint8Array(await response.arrayBuffer())),
    );

    expect([br, gzip, plain, head].map((response) => response.headers.get('content-encoding'))).toEqual([
      'br',
      'gzip',
      null,
      null,
    ]);
    expect([br, gzip, plain].map((response) => Number(response.headers.get('content-length')))).toEqual(
      bodies.map((body) => body.byteLength),
    );
    expect([br, gzip, plain].map((response) => response.headers.get('vary'))).toEqual([
      'accept-encoding',
      'accept-encoding',
      'accept-encoding',
    ]);
    expect(brotliDecompressSync(bodies[0] as Uint8Array).toString()).toBe(html);
    expect(gunzipSync(bodies[1] as Uint8Array).toString()).toBe(html);
    expect(new TextDecoder().decode(bodies[2])).toBe(html);
    expect(bodies[0]?.byteLength).toBeLessThan(html.length / 10);
    expect(br.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends small pages and empty answers as they are', async () => {
    const web = {
      clientDir: tmpdir(),
      renderPage: async (request: Request) =>
        new URL(request.url).pathname === '/moved'
          ? new Response(null, { status: 307, headers: { location: '/about' } })
          : new Response('<p>short</p>', { headers: { 'content-type': 'text/html' } }),
    };
    const app = webRoutes(web);
    const short = await app.request('/short', { headers: { 'accept-encoding': 'br' } });
    const moved = await app.request('/moved', { headers: { 'accept-encoding': 'br' } });

    expect([short.headers.get('content-encoding'), await short.text(), short.headers.get('content-length')]).toEqual([
      null,
      '<p>short</p>',
      '12',
    ]);
    expect([moved.status, moved.headers.get('location'), moved.headers.get('content-encoding')]).toEqual([
      307,
      '/about',
      null,
    ]);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MICRO_CACHE_TTL_MS, MicroCache } from './micro-cache.ts';

const entry = {
  body: new TextEncoder().encode('{"data":[],"error":null}'),
  gzipBody: null,
  headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=60', etag: '"v1"' },
  etag: '"v1"',
};

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(cache: MicroCache): Promise<{ url: string; routed: string[] }> {
  const routed: string[] = [];
  server = createServer(
    cache.listener((request, response) => {
      routed.push(`${request.method} ${request.url}`);
      response.end('from the router');
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server?.address() as AddressInfo).port}`, routed };
}

describe(MicroCache, () => {
  it('answers a kept URL itself with the kept bytes, headers and length', async () => {
    const cache = new MicroCache();
    cache.put('/api/footer/links', entry);
    const { url, routed } = await serve(cache);
    const response = await fetch(`${url}/api/footer/links`);
    expect(await response.text()).toBe('{"data":[],"error":null}');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('content-length')).toBe(String(entry.body.byteLength));
    expect(routed).toEqual([]);
  });

  it('answers 304 when the client holds the same bytes', async () => {
    const cache = new MicroCache();
    cache.put('/api/footer/links', entry);
    const { url } = await serve(cache);
    const response = await fetch(`${url}/api/footer/links`, { headers: { 'If-None-Match': '"v1"' } });
    expect(response.status).toBe(304);
  });

  it('hands other URLs, other methods, expired and cleared entries to the router', async () => {
    let now = 0;
    const cache = new MicroCache(() => now);
    cache.put('/api/footer/links', entry);
    const { url, routed } = await serve(cache);
    await fetch(`${url}/api/footer/links?x=1`);
    await fetch(`${url}/api/footer/links`, { method: 'POST' });
    now = MICRO_CACHE_TTL_MS;
    await fetch(`${url}/api/footer/links`);
    cache.put('/api/footer/links', entry);
    cache.clear();
    await fetch(`${url}/api/footer/links`);
    expect(routed).toEqual(['GET /api/footer/links?x=1', 'POST /api/footer/links', 'GET /api/footer/links', 'GET /api/footer/links']);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MICRO_CACHE_TTL_MS, MicroCache, type MicroCacheEntry } from './micro-cache.ts';

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
    const cache = new MicroCache({ now: () => now });
    cache.put('/api/footer/links', entry);
    const { url, routed } = await serve(cache);
    await fetch(`${url}/api/footer/links?x=1`);
    await fetch(`${url}/api/footer/links`, { method: 'POST' });
    now = MICRO_CACHE_TTL_MS;
    await fetch(`${url}/api/footer/links`);
    cache.put('/api/footer/links', entry);
    cache.clear();
    await fetch(`${url}/api/footer/links`);
    expect(routed).toEqual([
      'GET /api/footer/links?x=1',
      'POST /api/footer/links',
      'GET /api/footer/links',
      'GET /api/footer/links',
    ]);
  });

  it('stays within its byte and entry bounds when flooded with 20,000 distinct URLs', () => {
    const maxBytes = 1024 * 1024;
    const maxEntries = 5_000;
    const cache = new MicroCache({ bounds: { maxBytes, maxEntries } });
    const answer = (index: number): MicroCacheEntry => {
      const body = new TextEncoder().encode(JSON.stringify({ data: 'x'.repeat(900), index }));
      return {
        body,
        gzipBody: body.subarray(0, 300),
        headers: { 'content-type': 'application/json', etag: `"${index}"` },
        etag: `"${index}"`,
      };
    };
    const urls = Array.from({ length: 20_000 }, (_, index) => `/api/listings/pins?north=${index}`);
    for (const [index, url] of urls.entries()) cache.put(url, answer(index));

    const kept = urls.map((url) => ({ url, entry: cache.get(url) })).filter((found) => found.entry !== undefined);
    const keptBytes = kept.reduce(
      (sum, { url, entry }) => sum + url.length + (entry?.body.byteLength ?? 0) + (entry?.gzipBody?.byteLength ?? 0),
      0,
    );
    expect(cache.usage().entries).toBe(kept.length);
    expect(kept.length).toBeLessThanOrEqual(maxEntries);
    expect(kept.length).toBeGreaterThan(0);
    expect(keptBytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.usage().bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.get(urls.at(-1) ?? '')).toBeDefined();
    expect(cache.get(urls[0] ?? '')).toBeUndefined();
  });

  it('drops expired answers when it keeps new ones, so a flood spread over time holds only the last few seconds', () => {
    let now = 0;
    const cache = new MicroCache({ now: () => now, bounds: { maxBytes: 64 * 1024 * 1024, maxEntries: 10_000 } });
    // 20,000 distinct URLs at 50 a second: 400 seconds, each answer fresh for MICRO_CACHE_TTL_MS.
    for (let index = 0; index < 20_000; index += 1) {
      now = index * 20;
      cache.put(`/api/listings/pins?bounds=${index}`, entry);
      expect(cache.usage().entries).toBeLessThanOrEqual((2 * MICRO_CACHE_TTL_MS) / 20 + 1);
    }
    expect(cache.get(`/api/listings/pins?bounds=${19_999}`)).toBeDefined();
    expect(cache.get('/api/listings/pins?bounds=0')).toBeUndefined();
  });

  it('counts the whole buffer a kept answer holds, not just its view', () => {
    const cache = new MicroCache();
    const pooled = new Uint8Array(16 * 1024);
    cache.put('/api/x', { ...entry, body: pooled.subarray(0, 10) });
    expect(cache.usage().bytes).toBeGreaterThan(16 * 1024);
  });

  it('keeps at most its entry count of small answers', () => {
    const cache = new MicroCache({ bounds: { maxBytes: 64 * 1024 * 1024, maxEntries: 100 } });
    for (let index = 0; index < 20_000; index += 1) cache.put(`/api/footer/links?v=${index}`, entry);
    expect(cache.usage().entries).toBe(100);
  });
});

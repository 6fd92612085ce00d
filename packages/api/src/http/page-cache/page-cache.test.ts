import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { FixedClock } from '@app/testing';
import {
  PAGE_FRESH_MS,
  PAGE_MAX_STALE_MS,
  PageCache,
  isKeepablePage,
  type PageCompressor,
  type RenderedPage,
} from './page-cache.ts';

/** Keeps the bytes as they are (as brotli and as gzip): the flood tests are about bounds, not zlib's speed. */
const storeAsIs: PageCompressor = async (html, headers, renderedAt) => ({
  brotli: new Uint8Array(html),
  gzip: new Uint8Array(html),
  hash: String(html.byteLength),
  headers,
  renderedAt,
});

const HTML = { 'content-type': 'text/html; charset=utf-8' };

function page(html: string, init: { status?: number; headers?: Record<string, string> } = {}): RenderedPage {
  return {
    status: init.status ?? 200,
    headers: new Headers(init.headers ?? HTML),
    body: new TextEncoder().encode(html),
  };
}

/** A renderer whose answers are held until `finish` is called, to see what happens meanwhile. */
function heldRender(html: string) {
  let finish: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const render = vi.fn(async () => {
    await held;
    return page(html);
  });
  return { render, finish };
}

describe(PageCache, () => {
  it('keeps a rendered page compressed with brotli, with the renderer headers worth repeating', async () => {
    const cache = new PageCache({ clock: new FixedClock(0) });
    const html = `<!doctype html><p>${'Naples '.repeat(500)}</p>`;
    const { page: kept } = await cache.render('visitor /', async () =>
      page(html, {
        headers: { ...HTML, 'set-cookie-not': 'x', 'transfer-encoding': 'chunked', link: '</a.css>; rel=preload' },
      }),
    );

    expect(kept).not.toBeNull();
    expect(brotliDecompressSync(kept?.brotli ?? new Uint8Array()).toString()).toBe(html);
    expect(kept?.gzip).toBeNull();
    expect(kept?.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'set-cookie-not': 'x',
      link: '</a.css>; rel=preload',
    });
    expect(cache.lookup('visitor /')).toEqual({ page: kept, fresh: true });
    expect(cache.lookup('visitor /other')).toBeUndefined();
  });

  it('gzips a kept page once, when a client first asks for gzip, and keeps and counts that copy', async () => {
    const cache = new PageCache({ clock: new FixedClock(0) });
    const html = `<!doctype html><p>${'Naples '.repeat(500)}</p>`;
    const { page: kept } = await cache.render('visitor /', async () => page(html));
    if (kept === null) throw new Error('not kept');
    const brotliOnly = cache.usage().bytes;

    const [gzip, again] = await Promise.all([
      cache.encoded('visitor /', kept, 'gzip'),
      cache.encoded('visitor /', kept, 'gzip'),
    ]);
    const plain = await cache.encoded('visitor /', kept, 'identity');

    expect(again).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe(html);
    expect(new TextDecoder().decode(plain)).toBe(html);
    expect(await cache.encoded('visitor /', kept, 'br')).toBe(kept.brotli);
    expect(cache.lookup('visitor /')?.page.gzip).toEqual(gzip);
    expect(cache.usage().bytes).toBe(brotliOnly + gzip.byteLength);
  });

  it('keeps only 200 HTML pages that set no cookie', () => {
    expect(isKeepablePage(page('x'))).toBe(true);
    expect(isKeepablePage(page('x', { status: 404 }))).toBe(false);
    expect(isKeepablePage(page('x', { status: 302, headers: { location: '/' } }))).toBe(false);
    expect(isKeepablePage(page('x', { headers: { 'content-type': 'application/json' } }))).toBe(false);
    expect(isKeepablePage(page('x', { headers: { ...HTML, 'set-cookie': 'a=1' } }))).toBe(false);
  });

  it('does not keep a page that may not be kept, and drops the one it replaces', async () => {
    const clock = new FixedClock(0);
    const cache = new PageCache({ clock });
    await cache.render('visitor /gone', async () => page('here'));
    clock.advance(PAGE_FRESH_MS);
    const { page: kept, rendered } = await cache.render('visitor /gone', async () =>
      page('not found', { status: 404 }),
    );
    expect(kept).toBeNull();
    expect(rendered.status).toBe(404);
    expect(cache.lookup('visitor /gone')).toBeUndefined();
  });

  it('is fresh for a minute, then stale for ten more minutes, then gone', async () => {
    const clock = new FixedClock(1_000_000);
    const cache = new PageCache({ clock });
    await cache.render('visitor /', async () => page('home'));
    clock.advance(PAGE_FRESH_MS - 1);
    const fresh = cache.lookup('visitor /');
    expect(fresh?.fresh).toBe(true);
    expect(fresh === undefined ? null : cache.ageSeconds(fresh.page)).toBe(59);
    clock.advance(1);
    expect(cache.lookup('visitor /')?.fresh).toBe(false);
    clock.advance(PAGE_MAX_STALE_MS - 1);
    expect(cache.lookup('visitor /')?.fresh).toBe(false);
    clock.advance(1);
    expect(cache.lookup('visitor /')).toBeUndefined();
  });

  it('shares one render between concurrent misses of a key', async () => {
    const cache = new PageCache({ clock: new FixedClock(0) });
    const { render, finish } = heldRender('home');
    const answers = [
      cache.render('visitor /', render),
      cache.render('visitor /', render),
      cache.render('visitor /', render),
    ];
    finish();
    const results = await Promise.all(answers);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((result) => result.page)).size).toBe(1);
  });

  it('renders a stale page again once in the background, keeps sending it meanwhile, then sends the new one', async () => {
    const clock = new FixedClock(0);
    const cache = new PageCache({ clock });
    await cache.render('visitor /', async () => page('old'));
    clock.advance(PAGE_FRESH_MS + 1);
    const { render, finish } = heldRender('new');

    cache.refresh('visitor /', render);
    cache.refresh('visitor /', render);
    const meanwhile = cache.lookup('visitor /');
    finish();
    await vi.waitFor(() => expect(cache.lookup('visitor /')?.fresh).toBe(true));

    expect(render).toHaveBeenCalledTimes(1);
    expect(meanwhile?.fresh).toBe(false);
    expect(brotliDecompressSync(meanwhile?.page.brotli ?? new Uint8Array()).toString()).toBe('old');
    expect(brotliDecompressSync(cache.lookup('visitor /')?.page.brotli ?? new Uint8Array()).toString()).toBe('new');
  });

  it('keeps the stale page when rendering it again fails, and says so', async () => {
    const clock = new FixedClock(0);
    const log = vi.fn();
    const cache = new PageCache({ clock, log });
    await cache.render('visitor /', async () => page('old'));
    clock.advance(PAGE_FRESH_MS + 1);
    cache.refresh('visitor /', async () => {
      throw new Error('database down');
    });
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('The page cache could not render visitor / again:', expect.any(Error)),
    );
    expect(cache.lookup('visitor /')?.fresh).toBe(false);
  });

  it('drops every page on clear, and does not keep a render that started before it', async () => {
    const cache = new PageCache({ clock: new FixedClock(0) });
    await cache.render('visitor /a', async () => page('a'));
    await cache.render('visitor /b', async () => page('b'));
    const before = heldRender('rendered before the change');
    const during = cache.render('visitor /c', before.render);

    cache.clear();
    const after = cache.render('visitor /c', async () => page('rendered after the change'));
    before.finish();

    expect((await during).page).not.toBeNull();
    expect(brotliDecompressSync((await after).page?.brotli ?? new Uint8Array()).toString()).toBe(
      'rendered after the change',
    );
    expect(cache.lookup('visitor /a')).toBeUndefined();
    expect(cache.lookup('visitor /b')).toBeUndefined();
    expect(brotliDecompressSync(cache.lookup('visitor /c')?.page.brotli ?? new Uint8Array()).toString()).toBe(
      'rendered after the change',
    );
    expect(before.render).toHaveBeenCalledTimes(1);
  });

  it('stays within its byte and entry bounds when flooded with 20,000 distinct pages', async () => {
    const maxBytes = 2 * 1024 * 1024;
    const maxEntries = 5_000;
    const cache = new PageCache({ clock: new FixedClock(0), bounds: { maxBytes, maxEntries }, compress: storeAsIs });
    const keys = Array.from({ length: 20_000 }, (_, index) => `visitor /search?north=${index}`);
    // Each page is kept as about 2 kB twice, so 20,000 of them would take 80 MB.
    const html = (index: number) => `<!doctype html><p>${index} ${randomBytes(1500).toString('base64')}</p>`;
    for (let start = 0; start < keys.length; start += 500)
      await Promise.all(
        keys.slice(start, start + 500).map((key, offset) => cache.render(key, async () => page(html(start + offset)))),
      );

    const kept = keys.map((key) => ({ key, found: cache.lookup(key) })).filter(({ found }) => found !== undefined);
    const keptBytes = kept.reduce(
      (sum, { key, found }) =>
        sum + key.length + (found?.page.brotli.byteLength ?? 0) + (found?.page.gzip?.byteLength ?? 0),
      0,
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(maxEntries);
    expect(cache.usage().entries).toBe(kept.length);
    expect(keptBytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.usage().bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.lookup(keys.at(-1) ?? '')).toBeDefined();
  });

  it('keeps at most its entry count of small pages', async () => {
    const cache = new PageCache({
      clock: new FixedClock(0),
      bounds: { maxBytes: 64 * 1024 * 1024, maxEntries: 200 },
      compress: storeAsIs,
    });
    for (let start = 0; start < 20_000; start += 1000)
      await Promise.all(
        Array.from({ length: 1000 }, (_, offset) =>
          cache.render(`visitor /?p=${start + offset}`, async () => page('<p>small</p>')),
        ),
      );
    expect(cache.usage().entries).toBe(200);
  });
});

import type { LRUCache } from 'lru-cache';
import { systemClock, type Clock } from '@app/domain';
import { cacheUsage, createBoundedLru, type CacheBounds, type CacheUsage } from '../../cache/bounded-lru.ts';
import { cachedPageBytes, compressPage, gzipPage, plainPage, type CachedPage } from './cached-page.ts';
import type { PageEncoding } from './content-negotiation.ts';
import { loggable } from '../../logging/log-safety.ts';
import { logRecovered } from '../../logging/logger.ts';

/** Makes the kept form of a rendered page (compressPage; tests may pass a cheaper one). */
export type PageCompressor = typeof compressPage;

/**
 * The bytes of compressed pages kept when PAGE_CACHE_MAX_BYTES is not set: 16 MiB, some 400 pages
 * of 30 to 45 KB (brotli), as many as 32 MiB held when every page was also kept gzipped.
 */
const DEFAULT_PAGE_CACHE_BYTES = 16 * 1024 * 1024;
/** At most this many pages are kept, however small. */
const PAGE_CACHE_MAX_ENTRIES = 10_000;
/** How long a kept page is sent as it is. */
export const PAGE_FRESH_MS = 60_000;
/** How long after that a kept page is still sent while it is rendered again in the background. */
export const PAGE_MAX_STALE_MS = 10 * 60_000;

/** A page as the renderer answered it, read to the end. */
export interface RenderedPage {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Uint8Array<ArrayBuffer>;
}

/** The outcome of one render through the cache: the page as rendered, and the kept entry when it could be kept. */
export interface PageRendering {
  readonly rendered: RenderedPage;
  readonly page: CachedPage | null;
}

/** A kept page and whether it is still fresh (a stale one is sent while it is rendered again). */
export interface PageLookup {
  readonly page: CachedPage;
  readonly fresh: boolean;
}

/** Headers of the renderer's answer that the cache sets itself or that must not be repeated. */
const UNKEPT_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
  'age',
]);

/** Whether a rendered page is the same for every anonymous visitor and may be kept: a 200 HTML page setting no cookie.
 * */
export function isKeepablePage(rendered: RenderedPage): boolean {
  return (
    rendered.status === 200 &&
    /^text\/html\b/i.test(rendered.headers.get('content-type') ?? '') &&
    !rendered.headers.has('set-cookie')
  );
}

function keptHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!UNKEPT_HEADERS.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  });
  return kept;
}

/** How the page cache is bounded, how long pages stay fresh and stale, and what it tells of failures. */
export interface PageCacheOptions {
  readonly bounds?: Partial<CacheBounds>;
  readonly freshMs?: number;
  readonly maxStaleMs?: number;
  readonly clock?: Clock;
  readonly log?: (message: string, error: unknown) => void;
  readonly compress?: PageCompressor;
}

/**
 * Server-rendered public pages for anonymous visitors, kept compressed (brotli; gzip too once a
 * client asks for it) by key in a least-recently-used cache bounded in bytes and entries. A page is fresh for
 * `freshMs`; for
 * `maxStaleMs` after that it is still sent while one background render replaces it. Concurrent
 * misses of one key share one render. `clear()` drops every page after a write that can change
 * them; a render that started before the clear is answered to whoever waited for it but not kept.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private rendering = new Map<string, Promise<PageRendering>>();
  private generation = 0;
  private readonly clock: Clock;
  private readonly freshMs: number;
  private readonly maxStaleMs: number;
  private readonly log: (message: string, error: unknown) => void;
  private readonly compress: PageCompressor;
  /** Gzipped copies being made, by page: concurrent gzip clients share one. */
  private readonly gzipping = new WeakMap<CachedPage, Promise<Uint8Array<ArrayBuffer>>>();

  constructor(options: PageCacheOptions = {}) {
    this.pages = createBoundedLru<CachedPage>(
      { maxBytes: DEFAULT_PAGE_CACHE_BYTES, maxEntries: PAGE_CACHE_MAX_ENTRIES, ...options.bounds },
      cachedPageBytes,
    );
    this.clock = options.clock ?? systemClock;
    this.freshMs = options.freshMs ?? PAGE_FRESH_MS;
    this.maxStaleMs = options.maxStaleMs ?? PAGE_MAX_STALE_MS;
    this.log = options.log ?? logRecovered;
    this.compress = options.compress ?? compressPage;
  }

  /** The kept page of a key while it may be sent (fresh or stale); a page past its stale time is dropped. */
  lookup(key: string): PageLookup | undefined {
    const page = this.pages.get(key);
    if (page === undefined) return undefined;
    const age = this.clock.now() - page.renderedAt;
    if (age < this.freshMs) return { page, fresh: true };
    if (age < this.freshMs + this.maxStaleMs) return { page, fresh: false };
    this.pages.delete(key);
    return undefined;
  }

  /** Renders a key's page, or joins the render already under way, and keeps the result when it may be kept. */
  render(key: string, render: () => Promise<RenderedPage>): Promise<PageRendering> {
    const underWay = this.rendering.get(key);
    if (underWay !== undefined) return underWay;
    const renderings = this.rendering;
    const generation = this.generation;
    const renderedAt = this.clock.now();
    const rendering = (async (): Promise<PageRendering> => {
      const rendered = await render();
      if (!isKeepablePage(rendered)) {
        if (generation === this.generation) this.pages.delete(key);
        return { rendered, page: null };
      }
      const page = await this.compress(rendered.body, keptHeaders(rendered.headers), renderedAt);
      if (generation === this.generation) this.pages.set(key, page);
      return { rendered, page };
    })();
    renderings.set(key, rendering);
    const forget = () => {
      if (renderings.get(key) === rendering) renderings.delete(key);
    };
    rendering.then(forget, forget);
    return rendering;
  }

  /** Renders a stale page again without anyone waiting (once, however many requests see it stale); a failure keeps the
   * stale page. */
  refresh(key: string, render: () => Promise<RenderedPage>): void {
    if (this.rendering.has(key)) return;
    this.render(key, render).catch((error: unknown) =>
      this.log(`The page cache could not render ${loggable(key)} again:`, error),
    );
  }

  /**
   * A kept page's bytes in an encoding: brotli as kept; gzip made from it the first time a client
   * asks (shared by concurrent asks, then kept with the page while it is the key's page, counted
   * in the cache's bytes); the plain bytes unpacked for each ask (few clients take neither).
   */
  encoded(key: string, page: CachedPage, encoding: PageEncoding): Promise<Uint8Array<ArrayBuffer>> {
    if (encoding === 'br') return Promise.resolve(page.brotli);
    if (encoding === 'identity') return plainPage(page);
    if (page.gzip !== null) return Promise.resolve(page.gzip);
    let gzipped = this.gzipping.get(page);
    if (gzipped === undefined) {
      gzipped = gzipPage(page);
      this.gzipping.set(page, gzipped);
      gzipped.then(
        (gzip) => {
          if (this.pages.peek(key) === page) this.pages.set(key, { ...page, gzip });
        },
        () => this.gzipping.delete(page),
      );
    }
    return gzipped;
  }

  /** Drops every kept page; renders under way are not kept. */
  clear(): void {
    this.generation += 1;
    this.rendering = new Map();
    this.pages.clear();
  }

  /** Whole seconds since a kept page was rendered (the Age header). */
  ageSeconds(page: CachedPage): number {
    return Math.max(0, Math.floor((this.clock.now() - page.renderedAt) / 1000));
  }

  /** How many pages are kept and the bytes they are counted as. */
  usage(): CacheUsage {
    return cacheUsage(this.pages);
  }
}

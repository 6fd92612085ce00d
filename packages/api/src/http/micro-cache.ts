import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { LRUCache } from 'lru-cache';
import {
  cacheUsage,
  createBoundedLru,
  headerBytes,
  retainedBytes,
  type CacheBounds,
  type CacheUsage,
} from '../cache/bounded-lru.ts';
import { acceptsGzip } from './accepts-gzip.ts';

/** One answer kept in front of the router: its bytes, its headers and until when it may be sent. */
export interface MicroCacheEntry {
  readonly body: Uint8Array;
  /** The same answer gzipped, for clients that accept it; null when not worth it. */
  readonly gzipBody: Uint8Array | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly etag: string;
}

interface KeptEntry extends MicroCacheEntry {
  readonly expiresAt: number;
  /** The 200 answers' headers with content-length (and content-encoding), built once. */
  readonly plainHeaders: Readonly<Record<string, string>>;
  readonly gzipHeaders: Readonly<Record<string, string>> | null;
}

/** A request header read from the raw header list (cheaper than building `request.headers`). */
function rawHeader(request: IncomingMessage, name: string): string | undefined {
  const raw = request.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() === name) return raw[index + 1];
  }
  return undefined;
}

/** How long an answer may be sent without going through the router again. */
export const MICRO_CACHE_TTL_MS = 5_000;
/** The bytes the micro-cache holds when MICRO_CACHE_MAX_BYTES is not set: 16 MiB. */
const DEFAULT_MICRO_CACHE_BYTES = 16 * 1024 * 1024;
/** At most this many URLs are kept, however small their answers. */
const MICRO_CACHE_MAX_ENTRIES = 10_000;
/** What an entry costs beyond its bodies, key and header text: the objects holding them. */
const ENTRY_OVERHEAD_BYTES = 256;

/** The bytes an entry is counted as: both bodies (the memory they hold), the URL, and its three header sets. */
function keptBytes(entry: KeptEntry, url: string): number {
  const headers =
    headerBytes(entry.headers) +
    headerBytes(entry.plainHeaders) +
    (entry.gzipHeaders === null ? 0 : headerBytes(entry.gzipHeaders));
  return (
    retainedBytes(entry.body) +
    (entry.gzipBody === null ? 0 : retainedBytes(entry.gzipBody)) +
    url.length +
    headers +
    ENTRY_OVERHEAD_BYTES
  );
}

/** How the micro-cache is bounded and what it takes the time from. */
export interface MicroCacheOptions {
  readonly bounds?: Partial<CacheBounds>;
  readonly now?: () => number;
}

/**
 * Answers that are the same for every visitor (the public footer, the featured listings), kept
 * by exact GET URL and sent straight from Node's request listener, before the router. An entry
 * lives a few seconds, so the route behind it stays the source of truth; `clear()` drops
 * everything after a write that changes public data. The URLs are the visitors' to choose, so the
 * cache is a least-recently-used one bounded in bytes and entries: a flood of distinct query
 * strings only pushes out older entries.
 */
export class MicroCache {
  private readonly entries: LRUCache<string, KeptEntry>;
  private readonly now: () => number;
  /** When put() next drops the expired entries. */
  private nextPruneAt = Number.NEGATIVE_INFINITY;

  constructor(options: MicroCacheOptions = {}) {
    this.now = options.now ?? Date.now;
    const bounds = { maxBytes: DEFAULT_MICRO_CACHE_BYTES, maxEntries: MICRO_CACHE_MAX_ENTRIES, ...options.bounds };
    this.entries = createBoundedLru<KeptEntry>(bounds, keptBytes);
  }

  /**
   * Keeps an answer for a URL (path and query, exactly as requested) for MICRO_CACHE_TTL_MS. Once
   * per that time it first drops the expired entries: under a flood of URLs asked once each they
   * would otherwise fill the byte bound with answers nobody may be sent any more.
   */
  put(url: string, answer: MicroCacheEntry): void {
    const now = this.now();
    if (now >= this.nextPruneAt) {
      this.dropExpired(now);
      this.nextPruneAt = now + MICRO_CACHE_TTL_MS;
    }
    const plainHeaders = { ...answer.headers, 'content-length': String(answer.body.byteLength) };
    const gzipHeaders =
      answer.gzipBody === null
        ? null
        : { ...answer.headers, 'content-encoding': 'gzip', 'content-length': String(answer.gzipBody.byteLength) };
    this.entries.set(url, { ...answer, plainHeaders, gzipHeaders, expiresAt: now + MICRO_CACHE_TTL_MS });
  }

  private dropExpired(now: number): void {
    const expired: string[] = [];
    for (const [url, entry] of this.entries.entries()) if (entry.expiresAt <= now) expired.push(url);
    for (const url of expired) this.entries.delete(url);
  }

  /** The fresh entry for a URL, if any. */
  get(url: string): KeptEntry | undefined {
    const entry = this.entries.get(url);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.entries.delete(url);
    return undefined;
  }

  clear(): void {
    this.entries.clear();
  }

  /** How many URLs are kept and the bytes they are counted as. */
  usage(): CacheUsage {
    return cacheUsage(this.entries);
  }

  /** A Node request listener that answers fresh GETs itself and hands everything else to `next`. */
  listener(next: RequestListener): RequestListener {
    return (request: IncomingMessage, response: ServerResponse) => {
      const entry = request.method === 'GET' && request.url !== undefined ? this.get(request.url) : undefined;
      if (entry === undefined) return next(request, response);
      if (rawHeader(request, 'if-none-match') === entry.etag) {
        response.writeHead(304, entry.headers);
        response.end();
        return;
      }
      if (entry.gzipBody !== null && entry.gzipHeaders !== null && acceptsGzip(rawHeader(request, 'accept-encoding'))) {
        response.writeHead(200, entry.gzipHeaders);
        response.end(entry.gzipBody);
        return;
      }
      response.writeHead(200, entry.plainHeaders);
      response.end(entry.body);
    };
  }
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlib, gzip } from 'node:zlib';
import { headerBytes, retainedBytes } from '../../cache/bounded-lru.ts';
import type { PageEncoding } from './content-negotiation.ts';

const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality of kept pages. Measured on the home page (217 kB) and a search page (278 kB):
 * quality 5 takes about 10 ms and gives 36 kB; 4 gives 40 kB, 8 takes three times as long for
 * 2 % less, 11 takes close to a second. A page is compressed once per entry, off the main thread.
 */
const PAGE_BROTLI_QUALITY = 5;
/** gzip level of kept pages: 6 (the default) is as fast as 1 on HTML and 15 % smaller. */
const PAGE_GZIP_LEVEL = 6;

/**
 * A rendered page as the cache keeps it: compressed with brotli (what browsers take), gzipped
 * only once a client that takes no brotli asks for it, with its headers and when it was rendered.
 */
export interface CachedPage {
  readonly brotli: Uint8Array<ArrayBuffer>;
  /** The page gzipped; null until a client without brotli asks for it (see PageCache.encoded). */
  readonly gzip: Uint8Array<ArrayBuffer> | null;
  /** The base64url SHA-1 of the uncompressed HTML: the entity tags are made from it. */
  readonly hash: string;
  /** The renderer's headers worth repeating (content-type and the like), lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** When rendering started (ms since the epoch): the page shows data at least this fresh. */
  readonly renderedAt: number;
}

/**
 * A strong entity tag per encoding: the bytes on the wire differ, so the tags must too (RFC 9110
 * §8.8.3); they share the content's hash, and If-None-Match compares any of them.
 */
export function entityTag(page: CachedPage, encoding: PageEncoding): string {
  return encoding === 'identity' ? `"${page.hash}"` : `"${page.hash}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/** Every entity tag the page is sent under. */
export function entityTags(page: CachedPage): string[] {
  return [entityTag(page, 'br'), entityTag(page, 'gzip'), entityTag(page, 'identity')];
}

/** The page's plain bytes, unpacked from the brotli copy on demand (few clients take no compression). */
export async function plainPage(page: CachedPage): Promise<Uint8Array<ArrayBuffer>> {
  return ownBytes(await unbrotliAsync(page.brotli));
}

/** The page gzipped, made from the brotli copy off the main thread. */
export async function gzipPage(page: CachedPage): Promise<Uint8Array<ArrayBuffer>> {
  return ownBytes(await gzipAsync(await unbrotliAsync(page.brotli), { level: PAGE_GZIP_LEVEL }));
}

/** A copy of exactly these bytes: zlib may hand out a slice of a larger shared pool, which a kept entry would keep
 * alive. */
function ownBytes(buffer: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer);
}

/** Compresses a rendered page for keeping: brotli on libuv's threads, and the hash of its bytes. */
export async function compressPage(
  html: Uint8Array,
  headers: Readonly<Record<string, string>>,
  renderedAt: number,
): Promise<CachedPage> {
  const brotli = await brotliAsync(html, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
    },
  });
  const hash = createHash('sha1').update(html).digest('base64url');
  return { brotli: ownBytes(brotli), gzip: null, hash, headers, renderedAt };
}

/**
 * Brotli quality of a page compressed for one answer and not kept (a signed-in visitor's page, a
 * 404): the time goes into every such answer. Measured on the home page (215 kB): quality 3 takes
 * about 1.2 ms and gives 36 kB, the size gzip reaches at level 6 in 2.5 ms; 2 gives 37 kB in 1.1
 * ms, 4 gives 34 kB in 1.9 ms.
 */
const ANSWER_BROTLI_QUALITY = 3;

/** Compresses a page for one answer, off the main thread: brotli at ANSWER_BROTLI_QUALITY, or gzip at the kept pages'
 * level. */
export async function compressAnswer(html: Uint8Array, encoding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === 'gzip') return gzipAsync(html, { level: PAGE_GZIP_LEVEL });
  return brotliAsync(html, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
    },
  });
}

/** What an entry costs beyond its bodies, key and header text: the objects holding them. */
const PAGE_ENTRY_OVERHEAD_BYTES = 512;

/** What the cache counts a page as: its bodies (the memory they hold), its key, its header text and the objects around
 * them. */
export function cachedPageBytes(page: CachedPage, key: string): number {
  const bodies = retainedBytes(page.brotli) + (page.gzip === null ? 0 : retainedBytes(page.gzip));
  return bodies + key.length + page.hash.length + headerBytes(page.headers) + PAGE_ENTRY_OVERHEAD_BYTES;
}

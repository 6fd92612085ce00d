import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzipSync, gzip } from 'node:zlib';
import { headerBytes } from '../../cache/bounded-lru.ts';
import type { PageEncoding } from './content-negotiation.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality of kept pages. Measured on the home page (217 kB) and a search page (278 kB):
 * quality 5 takes about 10 ms and gives 36 kB; 4 gives 40 kB, 8 takes three times as long for
 * 2 % less, 11 takes close to a second. A page is compressed once per entry, off the main thread.
 */
export const PAGE_BROTLI_QUALITY = 5;
/** gzip level of kept pages: 6 (the default) is as fast as 1 on HTML and 15 % smaller. */
export const PAGE_GZIP_LEVEL = 6;

/** A rendered page as the cache keeps it: compressed twice, with its headers and when it was rendered. */
export interface CachedPage {
  readonly brotli: Uint8Array<ArrayBuffer>;
  readonly gzip: Uint8Array<ArrayBuffer>;
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

/** The page's bytes in an encoding; the plain bytes are unzipped on demand (few clients take neither). */
export function pageBody(page: CachedPage, encoding: PageEncoding): Uint8Array<ArrayBuffer> {
  if (encoding === 'br') return page.brotli;
  if (encoding === 'gzip') return page.gzip;
  return new Uint8Array(gunzipSync(page.gzip));
}

/** A copy of exactly these bytes: zlib may hand out a slice of a larger shared pool, which a kept entry would keep alive. */
function ownBytes(buffer: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer);
}

/** Compresses a rendered page for keeping: brotli and gzip in parallel on libuv's threads. */
export async function compressPage(html: Uint8Array, headers: Readonly<Record<string, string>>, renderedAt: number): Promise<CachedPage> {
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(html, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      },
    }),
    gzipAsync(html, { level: PAGE_GZIP_LEVEL }),
  ]);
  const hash = createHash('sha1').update(html).digest('base64url');
  return { brotli: ownBytes(brotli), gzip: ownBytes(gzipped), hash, headers, renderedAt };
}

/** What an entry costs beyond its bodies, key and header text: the objects holding them. */
const PAGE_ENTRY_OVERHEAD_BYTES = 512;

/** What the cache counts a page as: both bodies, its key, its header text and the objects around them. */
export function cachedPageBytes(page: CachedPage, key: string): number {
  return page.brotli.byteLength + page.gzip.byteLength + key.length + page.hash.length + headerBytes(page.headers) + PAGE_ENTRY_OVERHEAD_BYTES;
}

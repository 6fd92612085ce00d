import type { Context } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { requestHeader } from '../request-header.ts';
import { compressAnswer, entityTag, entityTags, type CachedPage } from './cached-page.ts';
import { choosePageEncoding, ifNoneMatchHits, type PageEncoding } from './content-negotiation.ts';
import { PAGE_FRESH_MS, PAGE_MAX_STALE_MS, type RenderedPage } from './page-cache.ts';

/**
 * Cache-Control of pages kept for anonymous visitors. Browsers keep them but ask again every time
 * (max-age=0; the ETag makes that a 304), so an admin's change shows at the next page load. Shared
 * caches (a CDN) may do what the server does: send the page for 60 s, then for 10 minutes more
 * while they fetch it again in the background.
 */
const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_MS / 1000}, stale-while-revalidate=${PAGE_MAX_STALE_MS / 1000}`;
/** Cache-Control of pages for a request with a sign-in cookie: nobody keeps them. */
export const SIGNED_IN_PAGE_CACHE_CONTROL = 'private, no-store';
/** Cache-Control of the other pages (sign-in, not found, not cached): keep, but ask every time. */
export const UNCACHED_PAGE_CACHE_CONTROL = 'no-cache';

/** How a cached answer came about, sent as `X-Page-Cache`. */
export type PageCacheOutcome = 'hit' | 'stale' | 'miss';

/**
 * Answers a kept page in the encoding the client takes best (brotli, gzip or plain; `encoded`
 * gives its bytes, see PageCache.encoded), with its entity tag, or 304 when the client already
 * holds it in any encoding.
 */
export async function answerCachedPage(
  c: Context,
  page: CachedPage,
  encoded: (encoding: PageEncoding) => Promise<Uint8Array<ArrayBuffer>>,
  outcome: PageCacheOutcome,
  ageSeconds: number,
): Promise<Response> {
  const encoding = choosePageEncoding(requestHeader(c, 'accept-encoding'));
  const headers: Record<string, string> = {
    ...page.headers,
    'cache-control': SHARED_PAGE_CACHE_CONTROL,
    vary: 'accept-encoding',
    etag: entityTag(page, encoding),
    age: String(ageSeconds),
    'x-page-cache': outcome,
  };
  if (ifNoneMatchHits(requestHeader(c, 'if-none-match'), entityTags(page))) return c.body(null, 304, headers);
  const body = await encoded(encoding);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.byteLength);
  return c.body(body, 200, headers);
}

/** Bodies smaller than this are sent as they are (compressing them saves less than it costs). */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Answers a rendered page that is not kept (a signed-in visitor's page, a 404, a redirect) as the
 * renderer made it, with `cacheControl`: compressed whole for the client (brotli, else gzip; see
 * compressAnswer) with its length, as the kept pages are. HEAD answers are not compressed.
 */
export async function answerRenderedPage(c: Context, rendered: RenderedPage, cacheControl: string): Promise<Response> {
  const headers = new Headers(rendered.headers);
  for (const name of ['content-length', 'transfer-encoding', 'content-encoding']) headers.delete(name);
  headers.set('cache-control', cacheControl);
  if (rendered.body.byteLength === 0) return new Response(null, { status: rendered.status, headers });
  let body: Uint8Array<ArrayBuffer> = rendered.body;
  if (
    body.byteLength >= MIN_COMPRESSED_BYTES &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('content-type') ?? '')
  ) {
    if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(headers.get('vary') ?? '')) headers.append('vary', 'accept-encoding');
    const encoding = c.req.method === 'HEAD' ? 'identity' : choosePageEncoding(requestHeader(c, 'accept-encoding'));
    if (encoding !== 'identity') {
      body = await compressAnswer(body, encoding);
      headers.set('content-encoding', encoding);
    }
  }
  headers.set('content-length', String(body.byteLength));
  return new Response(body, { status: rendered.status, headers });
}

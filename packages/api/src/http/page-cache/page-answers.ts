import type { Context } from 'hono';
import { requestHeader } from '../request-header.ts';
import { entityTag, entityTags, pageBody, type CachedPage } from './cached-page.ts';
import { choosePageEncoding, ifNoneMatchHits } from './content-negotiation.ts';
import { PAGE_FRESH_MS, PAGE_MAX_STALE_MS, type RenderedPage } from './page-cache.ts';

/**
 * Cache-Control of pages kept for anonymous visitors. Browsers keep them but ask again every time
 * (max-age=0; the ETag makes that a 304), so an admin's change shows at the next page load. Shared
 * caches (a CDN) may do what the server does: send the page for 60 s, then for 10 minutes more
 * while they fetch it again in the background.
 */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_MS / 1000}, stale-while-revalidate=${PAGE_MAX_STALE_MS / 1000}`;
/** Cache-Control of pages for a request with a sign-in cookie: nobody keeps them. */
export const SIGNED_IN_PAGE_CACHE_CONTROL = 'private, no-store';
/** Cache-Control of the other pages (sign-in, not found, not cached): keep, but ask every time. */
export const UNCACHED_PAGE_CACHE_CONTROL = 'no-cache';

/** How a cached answer came about, sent as `X-Page-Cache`. */
export type PageCacheOutcome = 'hit' | 'stale' | 'miss';

/**
 * Answers a kept page in the encoding the client takes best (brotli, gzip or plain), with its
 * entity tag, or 304 when the client already holds it in any encoding.
 */
export function answerCachedPage(c: Context, page: CachedPage, outcome: PageCacheOutcome, ageSeconds: number): Response {
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
  const body = pageBody(page, encoding);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.byteLength);
  return c.body(body, 200, headers);
}

/** Answers a rendered page that was not kept (a 404, a redirect) as the renderer made it, not to be kept by anyone else either. */
export function answerRenderedPage(rendered: RenderedPage): Response {
  const headers = new Headers(rendered.headers);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  headers.set('cache-control', UNCACHED_PAGE_CACHE_CONTROL);
  return new Response(rendered.body.byteLength === 0 ? null : rendered.body, { status: rendered.status, headers });
}

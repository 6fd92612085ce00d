import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { MicroCache } from './micro-cache.ts';
import { requestHeader } from './request-header.ts';

/** A JSON answer serialised once, with its entity tag. */
interface SerializedAnswer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
}

/**
 * Answers cached values as JSON, serialising each value object only once: the in-process caches
 * hand out the same object until they refresh, so identity is the cache key. Answers 304 when
 * the client already holds the same bytes. The bytes are encoded once, and handed to the
 * micro-cache (when given) so the next requests for the same URL skip the router altogether.
 */
export function createJsonAnswers<T extends object>(wrap: (value: T) => unknown, cacheControl: string, microCache?: MicroCache) {
  const serialized = new WeakMap<T, SerializedAnswer>();
  const serialize = (value: T): SerializedAnswer => {
    const known = serialized.get(value);
    if (known) return known;
    const json = JSON.stringify(wrap(value));
    const answer = { body: new TextEncoder().encode(json), etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    serialized.set(value, answer);
    return answer;
  };
  return (c: Context, value: T): Response => {
    const answer = serialize(value);
    const headers = { 'content-type': 'application/json', 'cache-control': cacheControl, etag: answer.etag };
    microCache?.put(requestUrl(c), { body: answer.body, headers, etag: answer.etag });
    if (requestHeader(c, 'if-none-match') === answer.etag) return c.body(null, 304, headers);
    return c.body(answer.body, 200, headers);
  };
}

/** The URL as the client sent it (path and query), the micro-cache's key. */
function requestUrl(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { acceptsGzip } from './accepts-gzip.ts';
import type { MicroCache } from './micro-cache.ts';
import { EVERY_ANSWER_HEADERS } from './edge/security-headers.ts';
import { requestHeader } from './request-header.ts';

/** Answers smaller than this are sent as they are; larger ones also gzipped for clients that accept it. */
const GZIP_THRESHOLD_BYTES = 2048;
/** Above this size gzip runs at its fastest level (map pins for the whole county). */
const FAST_GZIP_BYTES = 256 * 1024;

/**
 * The answer as its route types it: the JSON of `W` with status 200 (a 304 carries the same JSON
 * the client already holds, a gzipped body the same JSON compressed).
 */
export type JsonAnswer<W> = Response & TypedResponse<JSONParsed<Writable<W>>, 200, 'json'>;

/** A value as JSON.parse gives it back: every array and field writable (the domain's values are readonly). */
type Writable<T> = T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;

/** A JSON answer serialised once, with its entity tag and (when worth it) its gzipped bytes. */
interface SerializedAnswer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly gzipBody: Uint8Array<ArrayBuffer> | null;
  readonly etag: string;
}

function serializeAnswer(value: unknown): SerializedAnswer {
  const json = JSON.stringify(value);
  const body = new TextEncoder().encode(json);
  const gzipBody =
    body.byteLength < GZIP_THRESHOLD_BYTES
      ? null
      : new Uint8Array(gzipSync(body, { level: body.byteLength > FAST_GZIP_BYTES ? 1 : 6 }));
  return { body, gzipBody, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * Answers values as JSON, serialising (and gzipping) each value object only once: the
 * in-process caches hand out the same object until they refresh, so identity is the cache key.
 * Answers 304 when the client already holds the same bytes, and hands every answer to the
 * micro-cache (when given) so the next requests for the same URL skip the router altogether.
 */
export function createJsonAnswers<T extends object, W>(
  wrap: (value: T) => W,
  cacheControl: string,
  microCache?: MicroCache,
) {
  const serialized = new WeakMap<T, SerializedAnswer>();
  const serialize = (value: T): SerializedAnswer => {
    const known = serialized.get(value);
    if (known) return known;
    const answer = serializeAnswer(wrap(value));
    serialized.set(value, answer);
    return answer;
  };
  return (c: Context, value: T): JsonAnswer<W> => typed(answerOf(c, serialize(value)));
  function answerOf(c: Context, answer: SerializedAnswer): Response {
    // The security headers are part of what the micro-cache keeps: its answers skip the app's middleware.
    const headers: Record<string, string> = {
      ...EVERY_ANSWER_HEADERS,
      'content-type': 'application/json',
      'cache-control': cacheControl,
      etag: answer.etag,
    };
    if (answer.gzipBody !== null) headers.vary = 'accept-encoding';
    microCache?.put(requestUrl(c), { body: answer.body, gzipBody: answer.gzipBody, headers, etag: answer.etag });
    if (requestHeader(c, 'if-none-match') === answer.etag) return c.body(null, 304, headers);
    if (answer.gzipBody !== null && acceptsGzip(requestHeader(c, 'accept-encoding')))
      return c.body(answer.gzipBody, 200, { ...headers, 'content-encoding': 'gzip' });
    return c.body(answer.body, 200, headers);
  }
}

/** A response whose body is the serialised JSON of `W` (written here, so only its type is added). */
function typed<W>(response: Response): JsonAnswer<W> {
  return response as JsonAnswer<W>;
}

/** The URL as the client sent it (path and query), the micro-cache's key. */
function requestUrl(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

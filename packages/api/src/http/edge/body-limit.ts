import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatByteSize } from '@app/domain';

/**
 * The most a request body may hold on every route that does not set its own limit: 1 MiB. The
 * largest legitimate JSON body, an article or community page at its 100,000-character limit with
 * every character escaped, stays well under it.
 */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

/** The 413 message, in the API's error shape (`{ error }`). */
export function bodyTooLargeMessage(maxBytes: number): string {
  return `The request body is larger than the limit of ${formatByteSize(maxBytes)}. Send less, or split it up.`;
}

/** A route that sets its own, larger body limit on the route itself (the image upload). */
export interface OwnBodyLimit {
  readonly method: string;
  readonly path: string;
}

/** Methods whose requests carry no body worth reading: never limited (and never read). */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Limits the request body of every route to `maxBytes` (Hono's `bodyLimit`): a declared
 * Content-Length over the limit is refused before any byte is read, a streamed body as soon as
 * it passes the limit, so an oversized body never sits in memory. The answer is 413 with the
 * limit named. Routes listed in `ownLimits` are left to the limit they set themselves.
 */
export function limitRequestBodies(
  options: { readonly maxBytes?: number; readonly ownLimits?: readonly OwnBodyLimit[] } = {},
): MiddlewareHandler {
  const maxBytes = options.maxBytes ?? REQUEST_BODY_LIMIT_BYTES;
  const ownLimits = options.ownLimits ?? [];
  const message = bodyTooLargeMessage(maxBytes);
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ error: message }, 413) });
  return async (c, next) => {
    const { method, path } = c.req;
    if (BODILESS.has(method)) return next();
    if (ownLimits.some((own) => own.method === method && own.path === path)) return next();
    return limit(c, next);
  };
}

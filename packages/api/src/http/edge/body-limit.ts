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

/** A route taking larger bodies (the image upload): its limit, and the 413 message and field that name it. */
export interface RouteBodyLimit {
  readonly method: string;
  readonly path: string;
  readonly maxBytes: number;
  readonly message: string;
  readonly field: string;
}

/** Methods whose requests carry no body worth reading: never limited (and never read). */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Hono's `bodyLimit` answering 413 with `message` (and `issues` when given) in the API's error shape. */
function limitOf(maxBytes: number, answer: Record<string, unknown>): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(answer, 413) });
}

/**
 * Limits the request body of every route (Hono's `bodyLimit`): to `maxBytes`, or to its own limit
 * for a route in `routes`. A declared Content-Length over the limit is refused before any byte is
 * read, a streamed body as soon as it passes the limit, so an oversized body never sits in memory.
 * The answer is 413 with the limit named. Everything after it (the text check, the routes' own
 * validators) reads bounded bodies only.
 */
export function limitRequestBodies(
  options: { readonly maxBytes?: number; readonly routes?: readonly RouteBodyLimit[] } = {},
): MiddlewareHandler {
  const maxBytes = options.maxBytes ?? REQUEST_BODY_LIMIT_BYTES;
  const limit = limitOf(maxBytes, { error: bodyTooLargeMessage(maxBytes) });
  const routes = (options.routes ?? []).map((route) => ({
    ...route,
    limit: limitOf(route.maxBytes, { error: route.message, issues: [{ field: route.field, message: route.message }] }),
  }));
  return async (c, next) => {
    const { method, path } = c.req;
    if (BODILESS.has(method)) return next();
    const route = routes.find((own) => own.method === method && own.path === path);
    return (route?.limit ?? limit)(c, next);
  };
}

import type { MiddlewareHandler } from 'hono';

/**
 * Headers every answer carries, JSON, files and errors included: `nosniff` (a browser never reads
 * an answer as another type than it says: an uploaded text is never run as a script, JSON is never
 * a stylesheet) and a Referrer-Policy that sends other sites the origin only.
 */
export const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Sets EVERY_ANSWER_HEADERS on every answer of the app (pages add their own policies, see webRoutes). */
export function everyAnswerHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    try {
      for (const [name, value] of Object.entries(EVERY_ANSWER_HEADERS)) c.res.headers.set(name, value);
    } catch {
      // An answer with immutable headers (one passed through from fetch): copied once to set them.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(EVERY_ANSWER_HEADERS)) c.res.headers.set(name, value);
    }
  };
}

import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/**
 * A request header, read from Node's already parsed headers when the app runs on
 * @hono/node-server (building a web `Headers` object per request costs a few percent on the
 * hottest endpoints), or from the web request elsewhere (tests through `app.request()`).
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming !== undefined) {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return c.req.header(name);
}

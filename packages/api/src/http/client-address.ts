import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/** The address the request came from (the socket's peer), or `unknown` outside Node (tests). */
export function clientAddress(c: Context): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'unknown';
}

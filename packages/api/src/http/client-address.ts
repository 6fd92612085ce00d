import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { clientAddressFrom, plainAddress, type ProxyTrust } from './proxy-trust.ts';
import { requestHeader } from './request-header.ts';

/** The address a request came from, as TRUST_PROXY says to read it. */
export type ClientAddressOf = (c: Context) => string;

/** The socket's peer, or `unknown` outside Node (tests). */
function socketAddress(c: Context): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'unknown';
}

/** The client's address under a proxy trust: the socket's peer, or an X-Forwarded-For entry trusted proxies added. */
export function clientAddressUnder(trust: ProxyTrust): ClientAddressOf {
  if (trust.kind === 'none') return (c) => plainAddress(socketAddress(c));
  return (c) => clientAddressFrom(socketAddress(c), requestHeader(c, 'x-forwarded-for'), trust);
}

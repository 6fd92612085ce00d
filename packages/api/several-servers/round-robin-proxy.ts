import { once } from 'node:events';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer of ours on loopback, for the several-servers test and bench. */
export interface RoundRobinProxy {
  readonly origin: string;
  /** The backends' ports, in turn order. */
  backends: number[];
  close(): Promise<void>;
}

/** How long a backend that refused a connection is skipped. */
const DOWN_FOR_MS = 1_000;
/** Headers that belong to one connection and are not forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function forwardedHeaders(incoming: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  const client = incoming.socket.remoteAddress ?? 'unknown';
  const previous = incoming.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = previous === undefined ? client : `${String(previous)}, ${client}`;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = incoming.headers.host ?? '';
  return headers;
}

/** Whether an address is IPv4 loopback, so the proxy may connect from it too. */
const isLoopbackV4 = (address: string | undefined): address is string =>
  address !== undefined && /^(::ffff:)?127\./.test(address);

/**
 * A round-robin HTTP proxy on `node:http`, 127.0.0.1 only: each request goes to the next backend
 * that is not marked down (a refused connection marks a backend down for a second; the request is
 * then tried on the next one, since nothing reached the refusing backend). It sets
 * `X-Forwarded-For` (appending the client's address), `X-Forwarded-Proto` and `X-Forwarded-Host`,
 * and connects to the backend from the client's own loopback address, so a server that keys limits
 * on the socket address still tells simulated visitors apart. Keep-alive to the backends.
 */
export async function startRoundRobinProxy(backends: number[], port = 0): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const downUntil = new Map<number, number>();
  let turn = 0;
  const proxy: RoundRobinProxy = { origin: '', backends, close: async () => undefined };

  const pick = (tried: ReadonlySet<number>): number | undefined => {
    const candidates = proxy.backends.filter((backend) => !tried.has(backend));
    for (let index = 0; index < candidates.length; index += 1) {
      const backend = candidates[(turn + index) % candidates.length] as number;
      if ((downUntil.get(backend) ?? 0) <= Date.now()) {
        turn += 1;
        return backend;
      }
    }
    return candidates[0];
  };

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, tried: Set<number>) => {
    const backend = pick(tried);
    if (backend === undefined) {
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('No server answered');
      return;
    }
    tried.add(backend);
    const from = incoming.socket.remoteAddress;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: backend,
        method: incoming.method,
        path: incoming.url,
        headers: forwardedHeaders(incoming),
        agent,
        ...(isLoopbackV4(from) ? { localAddress: from.replace(/^::ffff:/, '') } : {}),
      },
      (answer) => {
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        ) as Record<string, string | string[]>;
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
        answer.on('error', () => outgoing.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        downUntil.set(backend, Date.now() + DOWN_FOR_MS);
        return forward(incoming, outgoing, body, tried);
      }
      // The backend took the request and then failed: it may have acted on it, so it is not sent again.
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('The server failed');
      else outgoing.destroy();
    });
    upstream.end(body);
  };

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, outgoing, Buffer.concat(chunks), new Set()));
  });
  server.keepAliveTimeout = 30_000;
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return Object.assign(proxy, {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  });
}

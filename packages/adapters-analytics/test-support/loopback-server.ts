import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a double received: its path with query, and its body as text. */
export interface ReceivedRequest {
  readonly url: URL;
  readonly body: string;
}

/** A double's answer to one request. */
export interface DoubleAnswer {
  readonly status: number;
  readonly body?: unknown;
}

/** An HTTP server on 127.0.0.1 with a random port, answering each request with `answer`. */
export async function startLoopbackServer(answer: (request: ReceivedRequest) => DoubleAnswer) {
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const reply = answer({ url, body: Buffer.concat(chunks).toString('utf8') });
      const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
      outgoing.writeHead(reply.status, text === '' ? {} : { 'content-type': 'application/json' });
      outgoing.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body as JSON, or undefined when it is not JSON. */
export function jsonBody(request: ReceivedRequest): unknown {
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return undefined;
  }
}

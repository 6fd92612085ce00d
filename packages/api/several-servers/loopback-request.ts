import { request, type Agent } from 'node:http';

/** An answer read whole. */
export interface LoopbackAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** What to send. */
export interface LoopbackRequest {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /**
   * The loopback address to connect from (any of 127.0.0.0/8 on Linux): each simulated visitor
   * has its own, so per-address limits see visitors, not the load tool.
   */
  readonly from?: string;
  readonly agent?: Agent;
  readonly timeoutMs?: number;
}

/** Sends one HTTP request with node:http (which, unlike fetch, can choose the local address) and reads the answer. */
export function loopbackRequest(url: string, options: LoopbackRequest = {}): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(options.from === undefined ? {} : { localAddress: options.from }),
        ...(options.agent === undefined ? {} : { agent: options.agent }),
        timeout: options.timeoutMs ?? 30_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer from ${url} in time`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The n-th simulated visitor's loopback address (127.1.0.1, 127.1.0.2, …; 65,024 of them). */
export function visitorAddress(n: number): string {
  const index = n % 65_024;
  return `127.1.${Math.floor(index / 254)}.${(index % 254) + 1}`;
}

import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, createNodeServer } from './node-server.ts';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** GET / through the agent: the answer's text and whether it came over a socket used before. */
function get(port: number, agent: Agent): Promise<{ body: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const sent = request({ port, host: '127.0.0.1', path: '/', agent }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve({ body, reused: sent.reusedSocket }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe(createNodeServer, () => {
  it('keeps idle connections longer than a proxy in front does (60 s), and allows headers longer still', () => {
    const server = createNodeServer(() => undefined);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('answers a second request over the same connection after Node’s default limit (5 s and a 1-s buffer) has passed', async () => {
    const server = createNodeServer((_, answer) => answer.end('ok'));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });

    expect(await get(port, agent)).toEqual({ body: 'ok', reused: false });
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await get(port, agent)).toEqual({ body: 'ok', reused: true });
    agent.destroy();
  });
});

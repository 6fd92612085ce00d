import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { createSupabaseDataClient } from './supabase-data-client.ts';

const ANON_KEY = 'anon-key';

function recordingFetch() {
  const requests: { url: string; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push({
      url: input instanceof Request ? input.url : input.toString(),
      headers: new Headers(init?.headers),
    });
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { requests, fetch };
}

describe(createSupabaseDataClient, () => {
  let server: WebSocketServer | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('opens realtime connections through the ws transport on this Node', async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server?.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const connected = new Promise<string>((resolve) =>
      server?.once('connection', (_socket, request) => resolve(request.url ?? '')),
    );

    const client = createSupabaseDataClient({ url: `http://127.0.0.1:${port}`, anonKey: ANON_KEY });
    client.channel('footer').subscribe();

    expect(await connected).toMatch(/^\/realtime\/v1\/websocket\?apikey=anon-key/);
    await client.removeAllChannels();
    await client.realtime.disconnect();
  });

  it('sends the anon key as apikey and bearer token when there is no access token', async () => {
    const { requests, fetch } = recordingFetch();
    const client = createSupabaseDataClient({ url: 'http://backend.test', anonKey: ANON_KEY, fetch });

    await client.from('footer_links').select('*');

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://backend.test/rest/v1/footer_links?select=*');
    expect(requests[0]?.headers.get('apikey')).toBe(ANON_KEY);
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${ANON_KEY}`);
  });

  it("sends the user's access token as bearer token, read afresh for every request", async () => {
    const { requests, fetch } = recordingFetch();
    let current = 'first-token';
    const client = createSupabaseDataClient({
      url: 'http://backend.test',
      anonKey: ANON_KEY,
      fetch,
      accessToken: async () => current,
    });

    await client.from('footer_links').select('*');
    current = 'second-token';
    await client.from('footer_links').select('*');

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer first-token',
      'Bearer second-token',
    ]);
    expect(requests.every((request) => request.headers.get('apikey') === ANON_KEY)).toBe(true);
  });

  it('accepts a fixed access token', async () => {
    const { requests, fetch } = recordingFetch();
    const client = createSupabaseDataClient({
      url: 'http://backend.test',
      anonKey: ANON_KEY,
      fetch,
      accessToken: 'user-token',
    });

    await client.from('footer_links').select('*');

    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer user-token');
  });
});

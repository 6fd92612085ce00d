import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { SupabaseDatabase } from './supabase-database.ts';

/** A supabase-js client typed with the tables this adapter uses. */
export type SupabaseDataClient = SupabaseClient<SupabaseDatabase, 'public', 'public'>;

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** Where a data client sends its requests and with whose rights. */
export interface SupabaseDataClientOptions {
  /** The project URL (`https://<ref>.supabase.co`); the client adds `/rest/v1`. */
  readonly url: string;
  /** The public (anon) key: sent as `apikey`, and as the bearer token when there is no access token. */
  readonly anonKey: string;
  /**
   * The signed-in user's access token (a JWT), or a function giving the current one. Row-level
   * security then applies to that user; without it the requests run as the anon role.
   */
  readonly accessToken?: string | (() => Promise<string | null> | string | null);
  /** A fetch to send requests with (tests, tracing); the global fetch when left out. */
  readonly fetch?: typeof fetch;
  /**
   * Whether reads are retried when the network fails or the server answers 503 or 520: supabase-js's
   * default, up to 3 retries after 1, 2 and 4 s. Writes are never retried.
   */
  readonly retry?: boolean;
}

/**
 * A supabase-js client for data calls only (PostgREST, storage, realtime) on Node 20.
 * The token is given through supabase-js's `accessToken` option, so the client holds no auth session,
 * starts no refresh timer and keeps nothing between requests: one client per request is cheap.
 * (`client.auth` is therefore unusable; sign-in belongs to the auth adapter.)
 * Node 20 has no global WebSocket, so realtime gets the `ws` class as its transport.
 */
export function createSupabaseDataClient(options: SupabaseDataClientOptions): SupabaseDataClient {
  const { accessToken } = options;
  const readToken = async (): Promise<string | null> =>
    (typeof accessToken === 'function' ? await accessToken() : accessToken) ?? null;
  return createClient<SupabaseDatabase, 'public', 'public'>(options.url, options.anonKey, {
    accessToken: readToken,
    db: { retry: options.retry ?? true },
    global: options.fetch ? { fetch: options.fetch } : {},
    // ws's constructor overloads (address: null for server-side sockets) hide its fit to the expected shape.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
}

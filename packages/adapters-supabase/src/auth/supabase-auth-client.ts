import { createServerClient, type CookieOptions } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { isFlowCookie, type FlowCookies } from './flow-cookies.ts';

/** Where the Supabase project answers and with which public key. */
export interface SupabaseAuthOptions {
  /** The project URL (`https://<ref>.supabase.co`); the client adds `/auth/v1`. */
  readonly url: string;
  readonly anonKey: string;
  /** A fetch to send requests with (tests); the global fetch when left out. */
  readonly fetch?: typeof fetch;
  /** The time in milliseconds, for the session lifetime (tests move it); Date.now when left out. */
  readonly nowMs?: () => number;
}

/** The storage key of the auth client; its PKCE cookies are `sb-palmetto-auth-…-code-verifier`. */
export const AUTH_STORAGE_KEY = 'sb-palmetto-auth';

/** A call's client and the session cookie the call may seed (what @supabase/ssr reads from a request). */
export interface AuthCall {
  readonly client: SupabaseClient;
  /** Puts a session in the call's storage, for the calls that act as the signed-in user. */
  readonly seedSession: (session: { access_token: string; expires_at: number }) => void;
}

/**
 * A @supabase/ssr server client for one call (PKCE flow, no timers, no auto-refresh). Its cookie
 * storage is split: the PKCE verifier cookies go to the browser's FlowCookies (chunked at 3180
 * characters by @supabase/ssr), and everything else (the session it would save) stays in this
 * call, because the API keeps the session in its own httpOnly cookie.
 */
export function createAuthCall(options: SupabaseAuthOptions, flow: FlowCookies): AuthCall {
  const local = new Map<string, string>();
  const client = createServerClient(options.url, options.anonKey, {
    cookieOptions: { name: AUTH_STORAGE_KEY, path: '/', sameSite: 'lax', httpOnly: true },
    cookies: {
      getAll: () => [
        ...flow.getAll().filter((cookie) => isFlowCookie(cookie.name)),
        ...[...local].map(([name, value]) => ({ name, value })),
      ],
      setAll: (cookies: { name: string; value: string; options: CookieOptions }[]) => {
        for (const { name, value, options: attributes } of cookies) {
          if (isFlowCookie(name)) flow.set(name, value, attributes);
          else if (value === '' || attributes.maxAge === 0) local.delete(name);
          else local.set(name, value);
        }
      },
    },
    global: options.fetch ? { fetch: options.fetch } : {},
    // Node 20 has no global WebSocket; supabase-js needs a transport to construct (realtime is unused here).
    realtime: { transport: WebSocket },
  } as Parameters<typeof createServerClient>[2]);
  return {
    client: client as unknown as SupabaseClient,
    seedSession: (session) =>
      local.set(
        AUTH_STORAGE_KEY,
        JSON.stringify({ ...session, refresh_token: '', token_type: 'bearer', expires_in: 0, user: null }),
      ),
  };
}

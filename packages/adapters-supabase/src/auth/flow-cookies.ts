/** Attributes of a cookie @supabase/ssr asks to set (a max age of 0 deletes it). */
export interface FlowCookieOptions {
  readonly maxAge?: number;
  readonly path?: string;
  readonly sameSite?: 'lax' | 'strict' | 'none' | boolean;
  readonly httpOnly?: boolean;
  readonly secure?: boolean;
}

/**
 * The cookies of the browser a PKCE flow starts in. The code verifier of a password reset waits
 * there until the mailed link brings the visitor back with the code, so only that browser can
 * finish the flow (what PKCE is for). The API gives each request's cookies; without them the
 * gateway keeps its own jar, like one browser (tests, scripts).
 */
export interface FlowCookies {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options: FlowCookieOptions): void;
}

/** Whether a cookie belongs to a PKCE flow (`…-code-verifier`, maybe chunked `.0`, `.1`, …). */
export function isFlowCookie(name: string): boolean {
  return /-code-verifier(?:\.\d+)?$/.test(name);
}

/** A jar in memory: one "browser" that keeps what is set (and forgets what is set to expire). */
export function createMemoryFlowCookies(): FlowCookies {
  const cookies = new Map<string, string>();
  return {
    getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
    set: (name, value, options) => {
      if (value === '' || options.maxAge === 0) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

import type { Context } from 'hono';
import type { AuditLog, AuthGateway, AuthUser } from '@app/domain';
import type { SessionDeps } from './current-session.ts';
import { rawCookies, setAuthCookie } from './session-cookie.ts';

/** A browser's cookies as an auth flow keeps its secret in them (the PKCE code verifier). */
export interface BrowserCookies {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options: { maxAge?: number }): void;
}

/**
 * What the HTTP layer's sign-in and password routes and its guards need. User management (the
 * admin users area) is an admin use case (`AdminServices.users`), not part of this.
 */
export interface HttpAuthDeps extends SessionDeps {
  /** The gateway keeping a flow's secret in this browser's cookies (Supabase Auth's PKCE); the shared gateway
   * otherwise. */
  readonly forBrowser?: (cookies: BrowserCookies) => AuthGateway;
  /** Where sign-ins, sign-outs and password changes are recorded. */
  readonly audit?: AuditLog;
}

/** The request's cookies for an auth flow: read as sent, written httpOnly, SameSite lax, path / (Secure over HTTPS). */
export function browserCookies(c: Context): BrowserCookies {
  return {
    getAll: () => [...rawCookies(c)].map(([name, value]) => ({ name, value: decodeURIComponent(value) })),
    set: (name, value, options) => setAuthCookie(c, name, encodeURIComponent(value), value === '' ? 0 : options.maxAge),
  };
}

/** The gateway for a call whose flow lives in the browser (reset requests and code exchanges). */
export function gatewayForBrowser(c: Context, deps: Pick<HttpAuthDeps, 'gateway' | 'forBrowser'>): AuthGateway {
  return deps.forBrowser?.(browserCookies(c)) ?? deps.gateway;
}

/** Records an auth event of a user in the audit log, when there is one. */
export async function recordAuthEvent(
  deps: Pick<HttpAuthDeps, 'audit'>,
  user: AuthUser,
  action: 'sign-in' | 'sign-out' | 'password-reset' | 'update',
  summary: string,
): Promise<void> {
  await deps.audit?.record({
    actorId: user.id,
    actorEmail: user.email,
    action,
    entity: 'users',
    entityId: user.id,
    summary,
    before: null,
    after: null,
  });
}

import type { Context, MiddlewareHandler } from 'hono';
import {
  AuthError,
  ERROR_MESSAGES,
  shouldRefreshSession,
  type Clock,
  type Visitor,
  type VisitorAuth,
  type VisitorLeads,
  type VisitorServices,
  type VisitorSessionRef,
} from '@app/domain';
import { clearVisitorCookie, readVisitorCookie, writeVisitorCookie } from './visitor-cookie.ts';

/** What the visitor routes need: visitor sign-in, the visitor use cases of a session, and the time. */
export interface VisitorHttpDeps {
  readonly auth: VisitorAuth;
  readonly servicesFor: (session: VisitorSessionRef) => VisitorServices;
  readonly clock: Clock;
  /** Where new accounts, saved searches and saved homes become leads (the lead intake); absent: they do not. */
  readonly leads?: VisitorLeads;
}

/** The signed-in visitor of a request and their session's access token. */
export interface CurrentVisitor {
  readonly visitor: Visitor;
  readonly accessToken: string;
  readonly expiresAt: number;
}

/**
 * The visitor of a request from the visitor cookie, refreshed when near expiry. An unusable session (signed out,
 * deleted, forged, a staff token) clears the cookie and answers null; a backend failure that is not an AuthError
 * propagates.
 */
export async function currentVisitor(c: Context, deps: VisitorHttpDeps): Promise<CurrentVisitor | null> {
  let stored = readVisitorCookie(c);
  if (stored === null) return null;
  try {
    if (shouldRefreshSession({ expiresAtSeconds: stored.expiresAt, now: deps.clock.now(), tabVisible: true })) {
      const session = await deps.auth.refresh(stored.refreshToken);
      writeVisitorCookie(c, session);
      stored = session;
    }
    const visitor = await deps.auth.visitorOf(stored.accessToken);
    return { visitor, accessToken: stored.accessToken, expiresAt: stored.expiresAt };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    clearVisitorCookie(c);
    return null;
  }
}

/** The variables the visitor guard sets. */
export type VisitorVariables = { visitor: Visitor; accessToken: string; lists: VisitorServices };

/** Guards the visitor's own API: 401 without a visitor session (an admin session is no visitor session). */
export function visitorGuard(deps: VisitorHttpDeps): MiddlewareHandler<{ Variables: VisitorVariables }> {
  return async (c, next) => {
    const session = await currentVisitor(c, deps);
    if (session === null) return c.json({ error: ERROR_MESSAGES.authSessionMissing }, 401);
    c.set('visitor', session.visitor);
    c.set('accessToken', session.accessToken);
    c.set('lists', deps.servicesFor({ visitorId: session.visitor.id, accessToken: session.accessToken }));
    await next();
  };
}

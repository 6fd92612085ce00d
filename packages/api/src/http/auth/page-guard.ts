import type { Context } from 'hono';
import {
  ADMIN_ROUTE_GUARD,
  decideRouteAccess,
  isGuardedPath,
  normalizeRoutePath,
  NOT_AUTHORIZED_PATH,
  roleAllows,
  roleForAdminPage,
} from '@app/domain';
import { currentSession, sessionComplete, type SessionDeps } from './current-session.ts';
import { rememberRequestedPath } from './redirect-path-cookie.ts';

/**
 * The spec's global guard for page requests, on the server: a guarded path without a session
 * redirects to the login route (the full requested path saved in the redirect-path cookie); a
 * session without the page's role redirects to /not-authorized. Answers null to let the page render
 * (at once for a path the guard does not cover: public pages never read the session). The guard and
 * the role are decided on the path as the router matches it (normalizeRoutePath), so `/ADMIN/users`,
 * `//admin/users` or `/%61dmin/users` are guarded like `/admin/users`.
 */
export async function guardPage(c: Context, deps: SessionDeps): Promise<Response | null> {
  const url = new URL(c.req.url);
  const fullPath = `${url.pathname}${url.search}`;
  if (!isGuardedPath(fullPath, ADMIN_ROUTE_GUARD)) return null;
  const found = await currentSession(c, deps);
  // A session still owing its two-step code is sent to the sign-in page, which asks for the code.
  const session = found !== null && sessionComplete(found) ? found : null;
  const decision = decideRouteAccess({
    fullPath,
    signedIn: session !== null,
    authorized: session !== null && roleAllows(session.user.role, roleForAdminPage(normalizeRoutePath(url.pathname))),
    config: ADMIN_ROUTE_GUARD,
  });
  if (decision.kind === 'allow') return null;
  if (decision.kind === 'not-authorized') return c.redirect(NOT_AUTHORIZED_PATH, 302);
  rememberRequestedPath(c, decision.requestedPath);
  return c.redirect(decision.loginPath, 302);
}

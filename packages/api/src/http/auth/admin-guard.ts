import type { MiddlewareHandler } from 'hono';
import { ERROR_MESSAGES, insufficientAalError, roleAllows, roleForAdminApi, type AuthUser } from '@app/domain';
import { currentSession, sessionComplete, type SessionDeps } from './current-session.ts';

/** The signed-in user of an admin API call and their access token, set by the guard. */
export type AdminVariables = { user: AuthUser; accessToken: string };

/** The message of a refused admin call. */
const ADMIN_FORBIDDEN = 'Your account is not allowed to do this. Ask a site administrator for the right role.';

/**
 * Guards every `/api/admin/*` call on the server, whatever the browser does: 401 without a session or before its
 * two-step code (insufficient_aal), 403 without the role the area needs (admin for users, settings and footer links;
 * editor or admin for content).
 */
export function adminApiGuard(deps: SessionDeps): MiddlewareHandler<{ Variables: AdminVariables }> {
  return async (c, next) => {
    const session = await currentSession(c, deps);
    if (session === null) return c.json({ error: ERROR_MESSAGES.authSessionMissing }, 401);
    if (!sessionComplete(session))
      return c.json({ error: insufficientAalError().message, code: 'insufficient_aal' }, 401);
    if (!roleAllows(session.user.role, roleForAdminApi(c.req.path))) return c.json({ error: ADMIN_FORBIDDEN }, 403);
    c.set('user', session.user);
    c.set('accessToken', session.accessToken);
    await next();
  };
}

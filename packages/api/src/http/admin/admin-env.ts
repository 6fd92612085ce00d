import type { MiddlewareHandler } from 'hono';
import type { AdminServices, AppServices } from '@app/domain';
import type { AdminVariables } from '../auth/admin-guard.ts';

/** The Hono environment of an admin route: the guard has set the user and their token, and `admin` holds their use
 * cases. */
export type AdminEnv = { Variables: AdminVariables & { admin: AdminServices } };

/**
 * After the admin guard: the signed-in user's admin use cases, made by the container's
 * per-user factory (`forAdmin`, over the ports bound to the user's access token), for the route.
 */
export function adminServices(app: Pick<AppServices, 'forAdmin'>): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    c.set('admin', app.forAdmin({ user: c.var.user, accessToken: c.var.accessToken }));
    await next();
  };
}

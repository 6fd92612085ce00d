import type { AdminServices } from './admin/admin-services.ts';
import type { AdminSession } from './admin/admin-session.ts';
import type { PublicServices } from './public/public-services.ts';

/**
 * The application layer: every use case the outer adapters call (the HTTP routes and the server
 * renderer), public and admin. Built once by the composition root over the ports; an admin call
 * asks `forAdmin` for the use cases of its signed-in user.
 */
export interface AppServices extends PublicServices {
  /** The admin use cases of a signed-in user, over the ports bound to their access token. */
  readonly forAdmin: (session: AdminSession) => AdminServices;
}

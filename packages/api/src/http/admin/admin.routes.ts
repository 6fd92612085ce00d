import { OpenAPIHono } from '@hono/zod-openapi';
import type { ServerServices } from '../../server-services.ts';
import type { AdminKit } from './admin-kit.ts';
import { imageAdminRoutes } from './images.routes.ts';
import { auditLogAdminRoutes } from './audit-log.routes.ts';
import { contactAdminRoutes } from './contacts.routes.ts';
import { contentAdminRoutes } from './content.routes.ts';
import { dashboardAdminRoutes } from './dashboard.routes.ts';
import { footerLinkAdminRoutes } from './footer-links.routes.ts';
import { marketActivityAdminRoutes } from './market-activity.routes.ts';
import { seoAdminRoutes } from './seo.routes.ts';
import type { HttpAuthDeps } from '../auth/auth-deps.ts';
import { userAdminRoutes } from './users.routes.ts';

/**
 * Every admin API area under `/api/admin/*`, mounted behind the admin guard (401 without a
 * session, 403 without the area's role). One line per area.
 */
export function adminRoutes(services: ServerServices, kit: AdminKit, auth?: Pick<HttpAuthDeps, 'userAdmin' | 'sentInvitations'>) {
  const app = new OpenAPIHono();
  app.route('/', auditLogAdminRoutes(services.admin));
  app.route('/', footerLinkAdminRoutes(kit));
  app.route('/', contentAdminRoutes(kit, services.admin.richText));
  app.route('/', seoAdminRoutes(kit));
  app.route('/', contactAdminRoutes(services.admin, kit));
  app.route('/', dashboardAdminRoutes(services.admin, kit));
  app.route('/', marketActivityAdminRoutes(services));
  if (auth?.userAdmin !== undefined) app.route('/', userAdminRoutes(kit, auth.userAdmin, auth.sentInvitations));
  app.route('/', imageAdminRoutes(kit, services.admin.imageProcessor));
  return app;
}

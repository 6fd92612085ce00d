import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppServices, PreviewLinks } from '@app/domain';
import { imageAdminRoutes } from './images.routes.ts';
import { activityAdminRoutes } from './activity.routes.ts';
import { auditLogAdminRoutes } from './audit-log.routes.ts';
import { contactAdminRoutes } from './contacts.routes.ts';
import { contentAdminRoutes } from './content.routes.ts';
import { dashboardAdminRoutes } from './dashboard.routes.ts';
import { footerLinkAdminRoutes } from './footer-links.routes.ts';
import { marketActivityAdminRoutes } from './market-activity.routes.ts';
import { redirectAdminRoutes } from './redirects.routes.ts';
import { leadRoutingAdminRoutes } from './lead-routing.routes.ts';
import { liveStatusAdminRoutes } from './live-status.routes.ts';
import { previewLinkAdminRoutes } from './preview-links.routes.ts';
import { monthlyCostAdminRoutes } from './monthly-cost.routes.ts';
import { seoAdminRoutes } from './seo.routes.ts';
import { trashAdminRoutes } from './trash.routes.ts';
import { userAdminRoutes } from './users.routes.ts';

/**
 * Every admin API area under `/api/admin/*`, mounted behind the admin guard (401 without a
 * session, 403 without the area's role) and `adminServices` (the user's admin use cases). One line per area.
 */
export function adminRoutes(
  services: Pick<AppServices, 'marketActivity' | 'content'>,
  siteUrl: string,
  previews?: PreviewLinks,
) {
  const app = new OpenAPIHono();
  app.route('/', auditLogAdminRoutes());
  app.route('/', footerLinkAdminRoutes());
  app.route('/', contentAdminRoutes());
  app.route('/', seoAdminRoutes());
  app.route('/', redirectAdminRoutes());
  app.route('/', contactAdminRoutes());
  app.route('/', leadRoutingAdminRoutes());
  app.route('/', monthlyCostAdminRoutes());
  app.route('/', dashboardAdminRoutes());
  app.route('/', marketActivityAdminRoutes(services));
  app.route('/', userAdminRoutes(siteUrl));
  app.route('/', imageAdminRoutes());
  app.route('/', trashAdminRoutes());
  app.route('/', activityAdminRoutes());
  app.route('/', liveStatusAdminRoutes(services));
  if (previews !== undefined) app.route('/', previewLinkAdminRoutes(previews));
  return app;
}

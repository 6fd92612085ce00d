import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { showingBannerIds, type AppServices } from '@app/domain';
import { adminFailures, jsonContent } from './admin-schemas.ts';

const liveStatusContextSchema = z
  .object({ showingBannerIds: z.array(z.string()).describe('The banner each placement shows now (at most one each)') })
  .openapi('LiveStatusContext');

const route = createRoute({
  method: 'get',
  path: '/api/admin/live-status',
  summary: 'What decides the status words besides each record: the banner each placement shows now',
  responses: {
    200: { description: 'The showing banners', content: jsonContent(liveStatusContextSchema) },
    ...adminFailures,
  },
});

/**
 * `GET /api/admin/live-status` (editors and admins): the banner each placement shows now, asked of the same public
 * content the home and search pages read (their first banner), so "On the site" in the admin is what visitors see.
 */
export function liveStatusAdminRoutes(services: Pick<AppServices, 'content'>) {
  return new OpenAPIHono().openapi(route, async (c) => {
    return c.json({ showingBannerIds: await showingBannerIds(services.content) }, 200, { 'cache-control': 'no-store' });
  });
}

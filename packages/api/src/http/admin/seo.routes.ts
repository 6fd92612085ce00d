import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { createUpdateSeoSettings } from '@app/domain';
import { errorSchema } from '../schemas/listing.schema.ts';
import { seoSettingsFieldsSchema, seoSettingsSchema } from '../schemas/seo-settings.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminKit } from './admin-kit.ts';
import { adminFailures, jsonContent } from './admin-schemas.ts';

const PATH = '/api/admin/seo';
const unavailable = { 503: { description: 'The settings could not be read or saved', content: jsonContent(errorSchema) } } as const;

const routes = {
  get: createRoute({ method: 'get', path: PATH, summary: 'SEO and answer-engine settings, as stored', responses: { 200: { description: 'The settings', content: jsonContent(seoSettingsSchema) }, ...adminFailures, ...unavailable } }),
  put: createRoute({
    method: 'put',
    path: PATH,
    summary: 'Replaces the SEO and answer-engine settings (validated by the domain rules; every public page uses them at once)',
    request: { body: { content: jsonContent(seoSettingsFieldsSchema), required: true } },
    responses: { 200: { description: 'The stored settings', content: jsonContent(seoSettingsSchema) }, ...adminFailures, ...unavailable },
  }),
};

/**
 * `/api/admin/seo` (admin only): reads and replaces the SEO settings through the signed-in user's
 * port. A change is recorded in the audit log and drops the public caches, so titles, robots.txt,
 * llms.txt and the structured data show it on the next request.
 */
export function seoAdminRoutes(kit: AdminKit) {
  const app = new OpenAPIHono({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.get, async (c) => c.json(await kit.ports(c).seoSettings.get(), 200));
  app.openapi(routes.put, async (c) => {
    const { before, after } = await createUpdateSeoSettings(kit.ports(c).seoSettings)(c.req.valid('json'));
    await kit.recordChange(c, { action: 'update', entity: 'seo_settings', entityId: null, summary: 'SEO and answer-engine settings', before, after });
    kit.publicDataChanged();
    return c.json(after, 200);
  });
  return app;
}

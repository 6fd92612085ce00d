import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { errorSchema } from '../schemas/listing.schema.ts';
import { seoSettingsFieldsSchema, seoSettingsSchema } from '../schemas/seo-settings.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, jsonContent } from './admin-schemas.ts';

const PATH = '/api/admin/seo';
const unavailable = {
  503: { description: 'The settings could not be read or saved', content: jsonContent(errorSchema) },
} as const;

const routes = {
  get: createRoute({
    method: 'get',
    path: PATH,
    summary: 'SEO and answer-engine settings, as stored',
    responses: {
      200: { description: 'The settings', content: jsonContent(seoSettingsSchema) },
      ...adminFailures,
      ...unavailable,
    },
  }),
  put: createRoute({
    method: 'put',
    path: PATH,
    summary:
      'Replaces the SEO and answer-engine settings (validated by the domain rules; every public page uses them at once)',
    request: { body: { content: jsonContent(seoSettingsFieldsSchema), required: true } },
    responses: {
      200: { description: 'The stored settings', content: jsonContent(seoSettingsSchema) },
      ...adminFailures,
      ...unavailable,
    },
  }),
};

/**
 * `/api/admin/seo` (admin only): reads and replaces the SEO settings through the signed-in user's
 * port. A change is recorded in the audit log and drops the public caches, so titles, robots.txt,
 * llms.txt and the structured data show it on the next request.
 */
export function seoAdminRoutes() {
  const app = new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.get, async (c) => c.json(await c.var.admin.seo.get(), 200));
  app.openapi(routes.put, async (c) => c.json(await c.var.admin.seo.save(c.req.valid('json')), 200));
  return app;
}

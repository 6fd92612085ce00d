import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { LeadRoutingSettings } from '@app/domain';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, jsonContent } from './admin-schemas.ts';
import { leadRoutingSchema } from './contact-schemas.ts';

const PATH = '/api/admin/lead-routing';

const routes = {
  get: createRoute({
    method: 'get',
    path: PATH,
    summary: 'Who gets new leads: the rule, the office address told of each lead, the city → agent table',
    responses: { 200: { description: 'The settings', content: jsonContent(leadRoutingSchema) }, ...adminFailures },
  }),
  save: createRoute({
    method: 'put',
    path: PATH,
    summary: 'Saves the lead routing settings (400 names each bad field)',
    request: { body: { content: jsonContent(leadRoutingSchema), required: true } },
    responses: { 200: { description: 'The settings', content: jsonContent(leadRoutingSchema) }, ...adminFailures },
  }),
};

/** The settings as JSON (the schema's arrays are not read-only). */
const answer = (settings: LeadRoutingSettings) => ({ ...settings, areas: [...settings.areas] });

/** `/api/admin/lead-routing` (admins only; ADR 0036): read and save who gets new leads. Saving is audited. */
export function leadRoutingAdminRoutes() {
  const app = new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.get, async (c) => c.json(answer(await c.var.admin.leadRouting.get()), 200));
  app.openapi(routes.save, async (c) => c.json(answer(await c.var.admin.leadRouting.save(c.req.valid('json'))), 200));
  return app;
}

import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { MonthlyCostSettings } from '@app/domain';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, jsonContent } from './admin-schemas.ts';
import { monthlyCostSettingsSchema } from '../schemas/monthly-cost.schema.ts';

const PATH = '/api/admin/monthly-cost-settings';

const settingsAnswer = {
  200: { description: 'The settings', content: jsonContent(monthlyCostSettingsSchema) },
  ...adminFailures,
};

const routes = {
  get: createRoute({
    method: 'get',
    path: PATH,
    summary: "The true monthly cost's assumptions: loan defaults, county millage and minimum tax, insurance table",
    responses: settingsAnswer,
  }),
  save: createRoute({
    method: 'put',
    path: PATH,
    summary: "Saves the monthly cost assumptions and rewrites every listing's estimate (400 names each bad field)",
    request: { body: { content: jsonContent(monthlyCostSettingsSchema), required: true } },
    responses: settingsAnswer,
  }),
};

/** The settings as JSON (the schema's arrays are not read-only). */
const answer = (settings: MonthlyCostSettings) => ({ ...settings, counties: [...settings.counties] });

/** `/api/admin/monthly-cost-settings` (admins only; ADR 0037): read and save the estimate's assumptions. Audited. */
export function monthlyCostAdminRoutes() {
  const app = new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.get, async (c) => c.json(answer(await c.var.admin.monthlyCost.read()), 200));
  app.openapi(routes.save, async (c) => c.json(answer(await c.var.admin.monthlyCost.save(c.req.valid('json'))), 200));
  return app;
}

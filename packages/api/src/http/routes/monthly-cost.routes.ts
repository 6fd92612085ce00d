import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppServices } from '@app/domain';
import { logFailure } from '../../logging/logger.ts';
import { safeMessage } from '../safe-message.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { monthlyCostSettingsSchema } from '../schemas/monthly-cost.schema.ts';

const route = createRoute({
  method: 'get',
  path: '/api/site/monthly-cost-settings',
  summary: "The monthly cost estimate's assumptions the admin set (loan defaults, county rates, insurance table)",
  responses: {
    200: { description: 'The settings', content: { 'application/json': { schema: monthlyCostSettingsSchema } } },
    503: { description: 'Settings unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** GET /api/site/monthly-cost-settings: what a property page's "What it really costs a month" starts from. */
export function monthlyCostRoutes(services: Pick<AppServices, 'monthlyCostSettings'>) {
  return new OpenAPIHono().openapi(route, async (c) => {
    try {
      const settings = await services.monthlyCostSettings();
      return c.json({ ...settings, counties: [...settings.counties] }, 200);
    } catch (error) {
      logFailure('Monthly cost settings could not be read:', error);
      return c.json({ error: safeMessage(error, 'The monthly cost settings could not be read') }, 503);
    }
  });
}

import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { WEEKDAYS } from '@app/domain';
import type { AppServices } from '@app/domain';
import { safeMessage } from '../safe-message.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { logFailure } from '../../logging/logger.ts';

const siteSettingsSchema = z
  .object({
    teamName: z.string(),
    teamSlug: z.string(),
    brokerageName: z.string(),
    officeMlsId: z.string(),
    phone: z.string(),
    email: z.string(),
    streetAddress: z.string(),
    city: z.string(),
    stateOrProvince: z.string(),
    postalCode: z.string(),
    social: z.object({ facebook: z.string(), instagram: z.string(), linkedin: z.string(), youtube: z.string() }),
    officeHours: z
      .array(z.object({ days: z.array(z.enum(WEEKDAYS)).readonly(), opens: z.string(), closes: z.string() }))
      .readonly(),
    location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  })
  .openapi('SiteSettings');

const route = createRoute({
  method: 'get',
  path: '/api/site/settings',
  summary: 'Team name, phone, address, social links, office hours and map position',
  responses: {
    200: { description: 'The settings', content: { 'application/json': { schema: siteSettingsSchema } } },
    503: { description: 'Settings unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** GET /api/site/settings. */
export function siteRoutes(services: Pick<AppServices, 'getSiteSettings'>) {
  return new OpenAPIHono().openapi(route, async (c) => {
    try {
      return c.json(await services.getSiteSettings(), 200, { 'cache-control': 'public, max-age=300' });
    } catch (error) {
      logFailure('Site settings could not be read:', error);
      return c.json({ error: safeMessage(error, 'The site settings could not be read') }, 503);
    }
  });
}

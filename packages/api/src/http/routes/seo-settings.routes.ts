import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppServices } from '@app/domain';
import { safeMessage } from '../safe-message.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { seoSettingsSchema } from '../schemas/seo-settings.schema.ts';
import { logFailure } from '../../logging/logger.ts';

const route = createRoute({
  method: 'get',
  path: '/api/site/seo',
  summary:
    'SEO and answer-engine settings every public page uses: title template, default description and share image, organization details, FAQ',
  responses: {
    200: { description: 'The settings', content: { 'application/json': { schema: seoSettingsSchema } } },
    503: { description: 'Settings unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** GET /api/site/seo: public, like the site settings (kept a minute in the process, dropped on an admin change). */
export function seoSettingsRoutes(services: Pick<AppServices, 'getSeoSettings'>) {
  return new OpenAPIHono().openapi(route, async (c) => {
    try {
      return c.json(await services.getSeoSettings(), 200, { 'cache-control': 'public, max-age=60' });
    } catch (error) {
      logFailure('SEO settings could not be read:', error);
      return c.json({ error: safeMessage(error, 'The SEO settings could not be read') }, 503);
    }
  });
}

import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { MARKET_MONTHS_DEFAULT, MARKET_MONTHS_MAX, marketActivityCsv, marketActivityFileName } from '@app/domain';
import type { AppServices } from '@app/domain';
import { unknownMarketCityMessage } from '../routes/market.routes.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { adminFailures, jsonContent } from './admin-schemas.ts';

const query = z.strictObject({
  city: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
  months: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MARKET_MONTHS_MAX, `must be at most ${MARKET_MONTHS_MAX}`)
    .optional(),
});

const route = createRoute({
  method: 'get',
  path: '/api/admin/market-activity/export.csv',
  summary: 'The market figures of a city (or every city) by month, as CSV',
  request: { query },
  responses: {
    200: { description: 'A CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...adminFailures,
    404: { description: 'No listing data for that city', content: jsonContent(errorSchema) },
  },
});

/** `GET /api/admin/market-activity/export.csv?city=&months=` (editors and admins): the market dashboard's export. */
export function marketActivityAdminRoutes(services: Pick<AppServices, 'marketActivity'>) {
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const { city, months = MARKET_MONTHS_DEFAULT } = c.req.valid('query');
    const activity = await services.marketActivity({ ...(city === undefined ? {} : { city }), months });
    if (activity === null) return c.json({ error: unknownMarketCityMessage(city ?? '') }, 404);
    const headers = {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${marketActivityFileName(activity.city, months)}"`,
      'cache-control': 'no-store',
    };
    return c.body(`\uFEFF${marketActivityCsv(activity)}`, 200, headers);
  });
}

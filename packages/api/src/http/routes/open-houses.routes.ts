import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { ERROR_MESSAGES, isIsoDate, type OpenHouseFilter } from '@app/domain';
import type { AppServices } from '@app/domain';
import { safeMessage } from '../safe-message.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { logFailure } from '../../logging/logger.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/api/open-houses',
  summary:
    'Open houses by start time: upcoming (30 days), this weekend, the next 7 days, or one date (Southwest Florida days)',
  request: {
    query: z
      .strictObject({
        when: z
          .enum(['upcoming', 'weekend', 'next-7-days'], { error: 'must be upcoming, weekend or next-7-days' })
          .optional(),
        date: z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD').optional(),
      })
      .refine((query) => !(query.when && query.date), 'give either when or date, not both'),
  },
  responses: {
    200: {
      description: 'Open houses with their listing cards',
      content: { 'application/json': { schema: z.object({}).passthrough() } },
    },
    400: { description: 'Invalid filter', content: { 'application/json': { schema: errorSchema } } },
    503: { description: 'Unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

const listingRoute = createRoute({
  method: 'get',
  path: '/api/open-houses/listing/{listingKey}',
  summary: "A listing's open houses that have not ended",
  request: { params: z.object({ listingKey: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be a listing key') }) },
  responses: {
    200: { description: 'Open houses', content: { 'application/json': { schema: z.object({}).passthrough() } } },
    400: { description: 'Invalid key', content: { 'application/json': { schema: errorSchema } } },
    503: { description: 'Unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

function filterOf(query: { when?: 'upcoming' | 'weekend' | 'next-7-days'; date?: string }): OpenHouseFilter {
  if (query.date !== undefined) return { kind: 'date', date: query.date };
  return { kind: query.when ?? 'upcoming' };
}

/** `/api/open-houses` and `/api/open-houses/listing/{listingKey}`. */
export function openHouseRoutes(services: Pick<AppServices, 'listOpenHouses' | 'listingOpenHouses'>) {
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest })
    .openapi(listRoute, async (c) => {
      try {
        return c.json(await services.listOpenHouses(filterOf(c.req.valid('query'))), 200, {
          'cache-control': 'public, max-age=60',
        });
      } catch (error) {
        logFailure('Open houses failed:', error);
        return c.json({ error: safeMessage(error, ERROR_MESSAGES.propertiesFetchError) }, 503);
      }
    })
    .openapi(listingRoute, async (c) => {
      try {
        const openHouses = await services.listingOpenHouses(c.req.valid('param').listingKey);
        return c.json({ openHouses }, 200, { 'cache-control': 'public, max-age=60' });
      } catch (error) {
        logFailure('Listing open houses failed:', error);
        return c.json({ error: safeMessage(error, ERROR_MESSAGES.propertiesFetchError) }, 503);
      }
    });
}

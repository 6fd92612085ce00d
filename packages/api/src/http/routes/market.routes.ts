import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { MARKET_MONTHS_DEFAULT, MARKET_MONTHS_MAX, type MarketActivity } from '@app/domain';
import type { AppServices } from '@app/domain';
import { createJsonAnswers } from '../json-answer.ts';
import type { MicroCache } from '../micro-cache.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { marketActivitySchema } from '../schemas/market.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';

const route = createRoute({
  method: 'get',
  path: '/api/market-activity',
  summary: 'Market metrics per month for one city or every city, with a plain-language summary and the data date',
  request: {
    query: z.strictObject({
      city: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
      months: z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(MARKET_MONTHS_MAX, `must be at most ${MARKET_MONTHS_MAX}`)
        .optional()
        .openapi({
          description: `Months to answer, the last complete month last (${MARKET_MONTHS_DEFAULT} by default)`,
        }),
    }),
  },
  responses: {
    200: { description: 'The market activity', content: { 'application/json': { schema: marketActivitySchema } } },
    400: { description: 'Invalid city or months', content: { 'application/json': { schema: errorSchema } } },
    404: { description: 'No listing data for that city', content: { 'application/json': { schema: errorSchema } } },
    503: { description: 'Listing data unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** The 404 message for a city without listing data. */
export function unknownMarketCityMessage(city: string): string {
  return `There is no market data for the city '${city}'`;
}

/** `GET /api/market-activity?city=&months=`: the same for every visitor, so cached briefly by URL too. */
export function marketRoutes(services: Pick<AppServices, 'marketActivity'>, microCache?: MicroCache) {
  const answer = createJsonAnswers((activity: MarketActivity) => activity, 'public, max-age=300', microCache);
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const { city, months } = c.req.valid('query');
    const activity = await services.marketActivity({
      ...(city === undefined ? {} : { city }),
      ...(months === undefined ? {} : { months }),
    });
    if (activity === null) return c.json({ error: unknownMarketCityMessage(city ?? '') }, 404);
    return answer(c, activity);
  });
}

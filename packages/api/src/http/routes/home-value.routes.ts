import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppServices, HomeValue, HomeValueRequest, NearbySales } from '@app/domain';
import { createJsonAnswers } from '../json-answer.ts';
import type { MicroCache } from '../micro-cache.ts';
import { homeValueSchema, nearbySalesSchema } from '../schemas/home-value.schema.ts';
import { errorSchema, listingIdSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';

/** The same for every visitor and moving only with the listings. */
const CACHE_CONTROL = 'public, max-age=300';

const listingId = listingIdSchema;

function count(name: string, max: number) {
  return z.coerce
    .number({ error: `${name} must be a number` })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`);
}

const place = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

const homeValueQuery = z
  .strictObject({
    listingId: listingId.optional().openapi({ description: 'The MLS number of a home we know' }),
    livingArea: count('livingArea', 50_000)
      .min(200, 'must be at least 200 square feet')
      .optional()
      .openapi({ description: 'Square feet of living area, for a typed home' }),
    bedrooms: count('bedrooms', 20).optional(),
    bathrooms: z.coerce
      .number({ error: 'must be a number' })
      .min(0, 'must not be negative')
      .max(20, 'must be at most 20')
      .refine((baths) => Number.isInteger(baths * 2), 'must be a whole or half number')
      .optional(),
    yearBuilt: count('yearBuilt', 2100).min(1800, 'must be 1800 or later').optional(),
    subdivision: place.optional(),
    city: place.optional(),
  })
  .refine((query) => (query.listingId === undefined) !== (query.livingArea === undefined), {
    message: 'give either listingId, or livingArea with the other facts of the home',
  });

const homeValueRoute = createRoute({
  method: 'get',
  path: '/api/home-value',
  summary: 'What a home is worth by comparable sales: a range and a point, or the reason there is no estimate',
  request: { query: homeValueQuery },
  responses: {
    200: { description: 'The home and its valuation', content: { 'application/json': { schema: homeValueSchema } } },
    400: { description: 'Invalid home', content: { 'application/json': { schema: errorSchema } } },
    404: { description: 'No such public listing', content: { 'application/json': { schema: errorSchema } } },
  },
});

const nearbySalesRoute = createRoute({
  method: 'get',
  path: '/api/listings/{listingId}/nearby-sales',
  summary: 'The closest comparable sold homes of a listing, with price per square foot',
  request: { params: z.strictObject({ listingId }) },
  responses: {
    200: { description: 'Nearby sales', content: { 'application/json': { schema: nearbySalesSchema } } },
    400: { description: 'Invalid MLS number', content: { 'application/json': { schema: errorSchema } } },
    404: {
      description: 'No such listing, no size, or sold data not public',
      content: { 'application/json': { schema: errorSchema } },
    },
  },
});

/** The 404 message for a listing the valuation cannot find. */
export const UNKNOWN_HOME_MESSAGE = 'There is no public listing with that MLS number';

type HomeValueQuery = z.infer<typeof homeValueQuery>;

function homeValueRequest(query: HomeValueQuery): HomeValueRequest {
  if (query.listingId !== undefined) return { listingId: query.listingId };
  return {
    home: {
      livingArea: query.livingArea as number,
      bedrooms: query.bedrooms ?? null,
      bathrooms: query.bathrooms ?? null,
      yearBuilt: query.yearBuilt ?? null,
      subdivision: query.subdivision ?? null,
      city: query.city ?? null,
    },
  };
}

/** `GET /api/home-value` (the `/sell` page) and `GET /api/listings/{listingId}/nearby-sales` (the property page). */
export function homeValueRoutes(
  services: Pick<AppServices, 'estimateHomeValue' | 'nearbySales'>,
  microCache?: MicroCache,
) {
  const value = createJsonAnswers((answer: HomeValue) => answer, CACHE_CONTROL, microCache);
  const nearby = createJsonAnswers((answer: NearbySales) => answer, CACHE_CONTROL, microCache);
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest })
    .openapi(homeValueRoute, async (c) => {
      const answer = await services.estimateHomeValue(homeValueRequest(c.req.valid('query')));
      return answer === null ? c.json({ error: UNKNOWN_HOME_MESSAGE }, 404) : value(c, answer);
    })
    .openapi(nearbySalesRoute, async (c) => {
      const answer = await services.nearbySales(c.req.valid('param').listingId);
      return answer === null ? c.json({ error: 'No nearby sales for this listing' }, 404) : nearby(c, answer);
    });
}

import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { ERROR_MESSAGES, MAX_LISTING_PAGE_SIZE, SUBDIVISION_LIST_DEFAULT_LIMIT, type ListingView } from '@app/domain';
import type { AppServices } from '@app/domain';
import { createJsonAnswers } from '../json-answer.ts';
import type { MicroCache } from '../micro-cache.ts';
import { safeMessage } from '../safe-message.ts';
import { errorSchema, listingIdSchema, listingSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { loggable } from '../../logging/log-safety.ts';
import { logFailure } from '../../logging/logger.ts';

/** Listing answers may be kept a minute by browsers and proxies. */
const LISTINGS_CACHE_CONTROL = 'public, max-age=60';

const officeId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be 1 to 20 letters, digits, dashes or underscores')
  .openapi({ example: 'PRG' });

const propertiesQuery = z
  .strictObject({
    listOfficeMlsId: officeId.optional(),
    subdivision: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
    limit: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_LISTING_PAGE_SIZE, `must be at most ${MAX_LISTING_PAGE_SIZE}`)
      .optional(),
  })
  .refine(
    (query) => !(query.listOfficeMlsId && query.subdivision),
    'give either listOfficeMlsId or subdivision, not both',
  );

const listingsAnswer = z.object({ value: z.array(listingSchema) }).openapi('ListingsAnswer');
const failedListingsAnswer = z.object({ value: z.array(listingSchema), error: z.string() });

const listRoute = createRoute({
  method: 'get',
  path: '/api/corelogic/properties',
  summary: "Listings: one office's (listOfficeMlsId), one subdivision's (subdivision, limit default 6), or the newest",
  request: { query: propertiesQuery },
  responses: {
    200: { description: 'Listings', content: { 'application/json': { schema: listingsAnswer } } },
    400: { description: 'Invalid query', content: { 'application/json': { schema: errorSchema } } },
    503: { description: 'Listings unavailable', content: { 'application/json': { schema: failedListingsAnswer } } },
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/api/corelogic/property/{id}',
  summary: 'One listing by its ListingId',
  request: {
    params: z.object({ id: listingIdSchema }),
  },
  responses: {
    200: { description: 'The listing', content: { 'application/json': { schema: listingSchema } } },
    400: { description: 'Invalid id', content: { 'application/json': { schema: errorSchema } } },
    404: { description: 'No such listing', content: { 'application/json': { schema: errorSchema } } },
    503: { description: 'Listing unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/api/corelogic/property/{id}/history',
  summary:
    "The price and status history of a listing's property (every listing period) and when the data was last synced",
  request: {
    params: z.object({ id: listingIdSchema }),
  },
  responses: {
    200: { description: 'The history', content: { 'application/json': { schema: z.object({}).passthrough() } } },
    400: { description: 'Invalid id', content: { 'application/json': { schema: errorSchema } } },
    404: { description: 'No such listing', content: { 'application/json': { schema: errorSchema } } },
    503: { description: 'History unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** The product's listing API: `/api/corelogic/properties`, `/api/corelogic/property/{id}` and its `/history`. */
export function listingRoutes(
  services: Pick<AppServices, 'listOfficeListings' | 'listSubdivisionListings' | 'getListing' | 'listingHistory'>,
  microCache?: MicroCache,
) {
  const answer = createJsonAnswers((value: ListingView[]) => ({ value }), LISTINGS_CACHE_CONTROL, microCache);
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest })
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      try {
        const value = query.subdivision
          ? await services.listSubdivisionListings({
              subdivision: query.subdivision,
              limit: query.limit ?? SUBDIVISION_LIST_DEFAULT_LIMIT,
            })
          : await services.listOfficeListings({ listOfficeMlsId: query.listOfficeMlsId, limit: query.limit });
        return answer(c, value);
      } catch (error) {
        logFailure('Listings could not be read:', error);
        return c.json({ value: [], error: safeMessage(error, ERROR_MESSAGES.propertiesFetchFailed) }, 503);
      }
    })
    .openapi(oneRoute, async (c) => {
      const { id } = c.req.valid('param');
      try {
        const listing = await services.getListing(id);
        if (listing === null) return c.json({ error: `No listing with id ${id}` }, 404);
        return c.json(listing, 200, { 'cache-control': LISTINGS_CACHE_CONTROL });
      } catch (error) {
        logFailure(`Listing ${loggable(id)} could not be read:`, error);
        return c.json({ error: safeMessage(error, ERROR_MESSAGES.propertyFetchFailed) }, 503);
      }
    })
    .openapi(historyRoute, async (c) => {
      const { id } = c.req.valid('param');
      try {
        const history = await services.listingHistory(id);
        if (history === null) return c.json({ error: `No listing with id ${id}` }, 404);
        return c.json(history, 200, { 'cache-control': LISTINGS_CACHE_CONTROL });
      } catch (error) {
        logFailure(`The history of listing ${loggable(id)} could not be read:`, error);
        return c.json({ error: safeMessage(error, ERROR_MESSAGES.listingHistoryFetchFailed) }, 503);
      }
    });
}

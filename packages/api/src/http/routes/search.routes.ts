import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  ERROR_MESSAGES,
  parseListingSearch,
  type ListingPin,
  type ListingSearch,
  type SearchResults,
} from '@app/domain';
import type { AppServices } from '@app/domain';
import { createJsonAnswers } from '../json-answer.ts';
import type { MicroCache } from '../micro-cache.ts';
import { safeMessage } from '../safe-message.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { listingSearchQuerySchema, searchResultsSchema } from '../schemas/search.schema.ts';
import { invalidRequest } from '../validation.ts';
import { logFailure } from '../../logging/logger.ts';

const SEARCH_CACHE_CONTROL = 'public, max-age=60';

const searchRoute = createRoute({
  method: 'get',
  path: '/api/listings/search',
  summary: 'Search listings: filters in the query (docs/help/search-url-filtering.md), one page of cards and the total',
  request: { query: listingSearchQuerySchema },
  responses: {
    200: { description: 'A page of results', content: { 'application/json': { schema: searchResultsSchema } } },
    400: { description: 'Invalid filters', content: { 'application/json': { schema: errorSchema } } },
    503: { description: 'Listings unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

const pinsRoute = createRoute({
  method: 'get',
  path: '/api/listings/pins',
  summary: 'Map pins of every listing matching the filters: [ListingId, latitude, longitude, price, status] each',
  request: { query: listingSearchQuerySchema },
  responses: {
    200: {
      description: 'Pins',
      content: {
        'application/json': {
          schema: z.object({
            total: z.number(),
            pins: z.array(z.tuple([z.string(), z.number(), z.number(), z.number().nullable(), z.string()])),
          }),
        },
      },
    },
    400: { description: 'Invalid filters', content: { 'application/json': { schema: errorSchema } } },
    503: { description: 'Listings unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** A pin as the map reads it: `[ListingId, latitude, longitude, price, status]`. */
const pinTuple = (pin: ListingPin): [string, number, number, number | null, string] => [
  pin.ListingId,
  pin.Latitude,
  pin.Longitude,
  pin.ListPrice,
  pin.StandardStatus,
];

function readSearch(query: Record<string, string | undefined>): ListingSearch | { error: string } {
  const { search, issues } = parseListingSearch(query);
  return issues.length > 0 ? { error: invalidRequest(issues) } : search;
}

/** `/api/listings/search` and `/api/listings/pins`: the search page and the map. */
export function searchRoutes(services: Pick<AppServices, 'searchListings' | 'listingPins'>, microCache?: MicroCache) {
  const results = createJsonAnswers((page: SearchResults) => page, SEARCH_CACHE_CONTROL, microCache);
  const pins = createJsonAnswers(
    (list: ListingPin[]) => ({ total: list.length, pins: list.map(pinTuple) }),
    SEARCH_CACHE_CONTROL,
    microCache,
  );
  return new OpenAPIHono()
    .openapi(searchRoute, async (c) => {
      const search = readSearch(c.req.query());
      if ('error' in search) return c.json(search, 400);
      try {
        return results(c, await services.searchListings(search));
      } catch (error) {
        logFailure('Search failed:', error);
        return c.json({ error: safeMessage(error, ERROR_MESSAGES.propertiesFetchError) }, 503);
      }
    })
    .openapi(pinsRoute, async (c) => {
      const search = readSearch(c.req.query());
      if ('error' in search) return c.json(search, 400);
      try {
        return pins(c, await services.listingPins(search));
      } catch (error) {
        logFailure('Map pins failed:', error);
        return c.json({ error: safeMessage(error, ERROR_MESSAGES.propertiesFetchError) }, 503);
      }
    });
}

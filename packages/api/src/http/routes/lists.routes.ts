import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  ERROR_MESSAGES,
  LISTING_LISTS,
  MAX_SEARCH_PAGE,
  isListingListPublic,
  type ListingListName,
  type ListingVisibility,
  type SearchResults,
} from '@app/domain';
import type { AppServices } from '@app/domain';
import { createJsonAnswers } from '../json-answer.ts';
import type { MicroCache } from '../micro-cache.ts';
import { safeMessage } from '../safe-message.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { searchResultsSchema } from '../schemas/search.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { loggable } from '../../logging/log-safety.ts';
import { logFailure } from '../../logging/logger.ts';

const LIST_NAMES = Object.keys(LISTING_LISTS) as [ListingListName, ...ListingListName[]];

const route = createRoute({
  method: 'get',
  path: '/api/listings/lists/{name}',
  summary: 'A fixed list: closed (by close date), latest (by listing date), price-changes, pending',
  request: {
    params: z.object({ name: z.enum(LIST_NAMES, { error: `must be one of ${LIST_NAMES.join(', ')}` }) }),
    query: z.strictObject({
      page: z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(MAX_SEARCH_PAGE, `must be at most ${MAX_SEARCH_PAGE}`)
        .optional(),
    }),
  },
  responses: {
    200: { description: 'A page of the list', content: { 'application/json': { schema: searchResultsSchema } } },
    400: { description: 'Invalid page or list', content: { 'application/json': { schema: errorSchema } } },
    404: {
      description: 'The list is not public (sold data)',
      content: { 'application/json': { schema: errorSchema } },
    },
    503: { description: 'Listings unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** `/api/listings/lists/{name}`: the `/properties/...` lists of the site. */
export function listsRoutes(
  services: Pick<AppServices, 'listListings'>,
  visibility: ListingVisibility,
  microCache?: MicroCache,
) {
  const answer = createJsonAnswers((page: SearchResults) => page, 'public, max-age=60', microCache);
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const { name } = c.req.valid('param');
    const { page = 1 } = c.req.valid('query');
    if (!isListingListPublic(name, visibility))
      return c.json({ error: 'Sold listings are not shown on this site' }, 404);
    try {
      return answer(c, await services.listListings(name, page));
    } catch (error) {
      logFailure(`Listing list ${loggable(name)} failed:`, error);
      return c.json({ error: safeMessage(error, ERROR_MESSAGES.propertiesFetchFailed) }, 503);
    }
  });
}

import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  ERROR_MESSAGES,
  PLACE_KINDS,
  PLACE_QUERY_MAX_LENGTH,
  PLACE_QUERY_MIN_LENGTH,
  readPlaceQuery,
  type AppServices,
  type PlaceSuggestionGroup,
} from '@app/domain';
import { createJsonAnswers } from '../json-answer.ts';
import type { MicroCache } from '../micro-cache.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { safeMessage } from '../safe-message.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { logFailure } from '../../logging/logger.ts';

/** The same for every visitor and moving only with the listings: browsers keep an answer a minute, as searches. */
const PLACES_CACHE_CONTROL = 'public, max-age=60';

const suggestionSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  label: z.string(),
  detail: z.string().optional(),
  homes: z.number(),
  listingId: z.string().optional(),
});

const placesSchema = z
  .object({ groups: z.array(z.object({ kind: z.enum(PLACE_KINDS), suggestions: z.array(suggestionSchema) })) })
  .openapi('PlaceSuggestions');

const route = createRoute({
  method: 'get',
  path: '/api/places/suggest',
  summary: 'Places matching what a visitor typed: cities, communities, ZIP codes, addresses and MLS numbers by kind',
  request: {
    query: z.strictObject({
      q: z
        .string()
        .refine((text) => !('issue' in readPlaceQuery(text)), {
          message: `must be ${PLACE_QUERY_MIN_LENGTH} to ${PLACE_QUERY_MAX_LENGTH} characters`,
        })
        .openapi({ description: 'What the visitor typed, typos welcome' }),
    }),
  },
  responses: {
    200: { description: 'Suggestions grouped by kind', content: { 'application/json': { schema: placesSchema } } },
    400: {
      description: 'Text missing, too short or too long',
      content: { 'application/json': { schema: errorSchema } },
    },
    503: { description: 'Listing data unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** `GET /api/places/suggest?q=`: the location boxes' suggestions (ADR 0029), cached by URL like listing answers. */
export function placesRoutes(services: Pick<AppServices, 'suggestPlaces'>, microCache?: MicroCache) {
  const answer = createJsonAnswers((groups: PlaceSuggestionGroup[]) => ({ groups }), PLACES_CACHE_CONTROL, microCache);
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const query = readPlaceQuery(c.req.valid('query').q);
    if ('issue' in query) return c.json({ error: `q: ${query.issue}` }, 400);
    try {
      return answer(c, await services.suggestPlaces(query.text));
    } catch (error) {
      logFailure('Place suggestions failed:', error);
      return c.json({ error: safeMessage(error, ERROR_MESSAGES.propertiesFetchError) }, 503);
    }
  });
}

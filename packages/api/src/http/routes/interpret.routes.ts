import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  ERROR_MESSAGES,
  listingSearchParams,
  MAX_SENTENCE_LENGTH,
  type AppServices,
  type QueryInterpretation,
} from '@app/domain';
import { createJsonAnswers } from '../json-answer.ts';
import type { MicroCache } from '../micro-cache.ts';
import { safeMessage } from '../safe-message.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { logFailure } from '../../logging/logger.ts';

const interpretationSchema = z
  .object({
    params: z.record(z.string(), z.string()).openapi({ description: 'The search filters as /search URL parameters' }),
    unsupported: z.array(z.string()),
    refused: z.array(z.object({ phrase: z.string(), reason: z.string() })),
  })
  .openapi('SearchInterpretation');

const route = createRoute({
  method: 'get',
  path: '/api/search/interpret',
  summary: 'The search filters a typed sentence asks for, and the phrases refused under the Fair Housing Act',
  request: {
    query: z.strictObject({
      q: z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .max(MAX_SENTENCE_LENGTH, `must be at most ${MAX_SENTENCE_LENGTH} characters`)
        .openapi({ description: 'The sentence, e.g. "3 bed pool home in Naples under 800k"' }),
    }),
  },
  responses: {
    200: { description: 'The filters', content: { 'application/json': { schema: interpretationSchema } } },
    400: { description: 'Sentence missing or too long', content: { 'application/json': { schema: errorSchema } } },
    503: { description: 'Listing data unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** `GET /api/search/interpret?q=`: plain-English search (ADR 0029), the same for every visitor, cached. */
export function interpretRoutes(services: Pick<AppServices, 'interpretSearch'>, microCache?: MicroCache) {
  const answer = createJsonAnswers(
    (interpretation: QueryInterpretation) => ({
      params: listingSearchParams(interpretation.search),
      unsupported: interpretation.unsupported,
      refused: interpretation.refused,
    }),
    'public, max-age=60',
    microCache,
  );
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    try {
      return answer(c, await services.interpretSearch(c.req.valid('query').q));
    } catch (error) {
      logFailure('Interpreting a search failed:', error);
      return c.json({ error: safeMessage(error, ERROR_MESSAGES.propertiesFetchError) }, 503);
    }
  });
}

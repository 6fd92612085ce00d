import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { ERROR_MESSAGES } from '@app/domain';
import type { AppServices } from '@app/domain';
import { safeMessage } from '../safe-message.ts';
import { errorSchema, listingSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { loggable } from '../../logging/log-safety.ts';
import { logFailure } from '../../logging/logger.ts';

const route = createRoute({
  method: 'get',
  path: '/api/featured-properties/{slug}',
  summary: "One of the team's own listings by its address slug",
  request: {
    params: z.object({
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug (lower-case words joined by dashes)')
        .max(200),
    }),
  },
  responses: {
    200: { description: 'The listing', content: { 'application/json': { schema: listingSchema } } },
    400: { description: 'Invalid slug', content: { 'application/json': { schema: errorSchema } } },
    404: { description: 'No such featured listing', content: { 'application/json': { schema: errorSchema } } },
    503: { description: 'Listing unavailable', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** `/api/featured-properties/{slug}`. */
export function featuredRoutes(services: Pick<AppServices, 'findFeaturedListing'>) {
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const { slug } = c.req.valid('param');
    try {
      const listing = await services.findFeaturedListing(slug);
      if (listing === null) return c.json({ error: `No featured property at ${slug}` }, 404);
      return c.json(listing, 200, { 'cache-control': 'public, max-age=60' });
    } catch (error) {
      logFailure(`Featured property ${loggable(slug)} failed:`, error);
      return c.json({ error: safeMessage(error, ERROR_MESSAGES.propertyFetchFailed) }, 503);
    }
  });
}

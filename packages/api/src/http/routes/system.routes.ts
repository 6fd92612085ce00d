import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppServices } from '@app/domain';
import type { BuildInfo } from '../../server-services.ts';
import { logFailure } from '../../logging/logger.ts';

const buildSchema = z.object({ id: z.string(), builtAt: z.string() }).openapi('Build');
const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['ok', 'unavailable']),
    listings: z.object({ count: z.number(), latestModification: z.string().nullable() }).nullable(),
    build: buildSchema,
  })
  .openapi('Health');

const buildRoute = createRoute({
  method: 'get',
  path: '/builds/latest.json',
  summary: 'The build being served, for stale-page detection',
  responses: { 200: { description: 'The current build', content: { 'application/json': { schema: buildSchema } } } },
});

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Whether the server and its database answer, and how fresh the listing data is',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: healthSchema } } },
    503: { description: 'The database does not answer', content: { 'application/json': { schema: healthSchema } } },
  },
});

/** `/builds/latest.json` and `/api/health`. */
export function systemRoutes(services: Pick<AppServices, 'pingDatabase' | 'listingFreshness'>, build: BuildInfo) {
  return new OpenAPIHono()
    .openapi(buildRoute, (c) => c.json(build, 200, { 'cache-control': 'no-store' }))
    .openapi(healthRoute, async (c) => {
      try {
        await services.pingDatabase();
        const listings = await services.listingFreshness();
        return c.json({ status: 'ok' as const, database: 'ok' as const, listings, build }, 200, {
          'cache-control': 'no-store',
        });
      } catch (error) {
        logFailure('Health check failed:', error);
        const answer = { status: 'unavailable' as const, database: 'unavailable' as const, listings: null, build };
        return c.json(answer, 503, { 'cache-control': 'no-store' });
      }
    });
}

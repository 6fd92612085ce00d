import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { LEAD_CHANNELS } from '@app/domain';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, jsonContent } from './admin-schemas.ts';
import { contactSubmissionSchema } from './contact-schemas.ts';

const counted = z.object({ day: z.string(), views: z.number().int() });

const dashboardSchema = z
  .object({
    counts: z.object({
      listings: z.number().int(),
      agents: z.number().int(),
      articles: z.number().int(),
      communities: z.number().int(),
      newContactSubmissions: z.number().int(),
    }),
    contactStatusCounts: z.object({ new: z.number().int(), contacted: z.number().int(), closed: z.number().int() }),
    newestContactSubmissions: z.array(contactSubmissionSchema),
    recentChanges: z
      .array(
        z.object({
          id: z.string(),
          at: z.string(),
          actorId: z.string().nullable(),
          actorEmail: z.string(),
          action: z.string(),
          entity: z.string(),
          entityId: z.string().nullable(),
          summary: z.string(),
          before: z.unknown(),
          after: z.unknown(),
        }),
      )
      .nullable(),
    pageViews: z.object({
      from: z.string(),
      to: z.string(),
      total: z.number().int(),
      days: z.array(counted),
      topPaths: z.array(z.object({ path: z.string(), views: z.number().int() })),
      topListings: z.array(
        z.object({ listingId: z.string(), address: z.string().nullable(), views: z.number().int() }),
      ),
    }),
    listingData: z.object({
      count: z.number().int(),
      latestModification: z.string().nullable(),
      state: z.enum(['empty', 'fresh', 'aging', 'stale']),
      ageMs: z.number().nullable(),
    }),
    leadsBySource: z.object({
      since: z.string(),
      counts: z.object(Object.fromEntries(LEAD_CHANNELS.map((channel) => [channel, z.number().int()]))),
    }),
  })
  .openapi('AdminDashboard');

const route = createRoute({
  method: 'get',
  path: '/api/admin/dashboard',
  summary:
    'The dashboard: counts, new contact submissions, recent changes (admins), page views of 30 days, listing data freshness',
  responses: { 200: { description: 'The dashboard', content: jsonContent(dashboardSchema) }, ...adminFailures },
});

/** `GET /api/admin/dashboard` (editors and admins; the recent changes only for admins, who may read the audit log). */
export function dashboardAdminRoutes() {
  return new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) =>
    c.json(await c.var.admin.dashboard(), 200, { 'cache-control': 'no-store' }),
  );
}

import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { ACTIVITY_KINDS, activitySentence, officeDayRange, personName } from '@app/domain';
import type { AdminEnv } from './admin-env.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { adminFailures, adminPageSchema, jsonContent, queryPage } from './admin-schemas.ts';

const PER_PAGE = 25;
const KINDS = Object.keys(ACTIVITY_KINDS) as [string, ...string[]];
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a day of the calendar')
  .optional();

const activitySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    actorId: z.string().nullable(),
    actorName: z.string(),
    entity: z.string(),
    sentence: z.string(),
  })
  .openapi('Activity');

const route = createRoute({
  method: 'get',
  path: '/api/admin/activity',
  summary: 'What people did on the site, newest first, as plain sentences; by person, kind and office days (ET)',
  request: {
    query: z.strictObject({
      person: z.string().uuid('must be a person’s id').optional(),
      kind: z.enum(KINDS, { error: `must be one of ${KINDS.join(', ')}` }).optional(),
      from: day,
      to: day,
      page: queryPage,
    }),
  },
  responses: {
    200: { description: 'One page', content: jsonContent(adminPageSchema(activitySchema, 'ActivityPage')) },
    ...adminFailures,
  },
});

/** `/api/admin/activity` (admins only): the audit log as sentences a person reads, filtered and in pages. */
export function activityAdminRoutes() {
  return new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const { person, kind, from, to, page = 1 } = c.req.valid('query');
    const found = await c.var.admin.auditLog({
      entity: kind,
      actorId: person,
      ...officeDayRange(from, to),
      page,
      perPage: PER_PAGE,
    });
    const items = found.items.map((entry) => ({
      id: entry.id,
      at: entry.at,
      actorId: entry.actorId,
      actorName: personName(entry.actorEmail),
      entity: entry.entity,
      sentence: activitySentence(entry),
    }));
    return c.json({ items, total: found.total, page, perPage: PER_PAGE }, 200);
  });
}

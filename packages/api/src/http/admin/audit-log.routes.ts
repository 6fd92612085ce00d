import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AdminEnv } from './admin-env.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { adminFailures, adminPageSchema, jsonContent, queryPage } from './admin-schemas.ts';

const entrySchema = z
  .object({
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
  })
  .openapi('AuditEntry');

const route = createRoute({
  method: 'get',
  path: '/api/admin/audit-log',
  summary: 'Admin changes, newest first (who, when, what, before and after)',
  request: {
    query: z.strictObject({
      entity: z.string().max(60).optional(),
      actorId: z.string().uuid().optional(),
      page: queryPage,
      perPage: z.coerce.number().int().min(1).max(100).optional(),
    }),
  },
  responses: {
    200: { description: 'One page of the log', content: jsonContent(adminPageSchema(entrySchema, 'AuditLogPage')) },
    ...adminFailures,
  },
});

/** `/api/admin/audit-log` (admin-only): the change log, filterable by record kind and by person. */
export function auditLogAdminRoutes() {
  return new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const { page = 1, perPage = 20, entity, actorId } = c.req.valid('query');
    const result = await c.var.admin.auditLog({ entity, actorId, page, perPage });
    return c.json({ ...result, page, perPage }, 200);
  });
}

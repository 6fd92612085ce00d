import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { CONTENT_COLLECTIONS } from '@app/domain';
import { errorSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, adminPageSchema, jsonContent, notFoundAnswer, queryPage } from './admin-schemas.ts';
import { contentIdParams } from './content-admin.schema.ts';

const PATH = '/api/admin/trash';
const PER_PAGE = 20;

/** The kinds of record the Trash holds: the content collections' names. */
export const TRASH_KINDS = CONTENT_COLLECTIONS.map((collection) => collection.name) as [string, ...string[]];

const trashedSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    recordId: z.string(),
    label: z.string(),
    snapshot: z.record(z.string(), z.unknown()),
    deletedById: z.string().nullable(),
    deletedByName: z.string(),
    deletedAt: z.string(),
  })
  .openapi('TrashedRecord');

const routes = {
  list: createRoute({
    method: 'get',
    path: PATH,
    summary: 'The Trash, newest first (entries past 30 days are deleted for good first)',
    request: {
      query: z.strictObject({
        kind: z.enum(TRASH_KINDS, { error: `must be one of ${TRASH_KINDS.join(', ')}` }).optional(),
        page: queryPage,
      }),
    },
    responses: {
      200: { description: 'One page', content: jsonContent(adminPageSchema(trashedSchema, 'TrashPage')) },
      ...adminFailures,
    },
  }),
  restore: createRoute({
    method: 'post',
    path: `${PATH}/{id}/restore`,
    summary: 'Puts a record back where it was (same id); 409 when its address (slug) is taken now',
    request: { params: contentIdParams },
    responses: {
      200: { description: 'The restored record', content: jsonContent(z.record(z.string(), z.unknown())) },
      409: { description: 'Another record uses its address now', content: jsonContent(errorSchema) },
      ...adminFailures,
      ...notFoundAnswer,
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: `${PATH}/{id}`,
    summary: 'Deletes an entry of the Trash for good',
    request: { params: contentIdParams },
    responses: { 204: { description: 'Deleted for good' }, ...adminFailures, ...notFoundAnswer },
  }),
};

/** The Trash (`/api/admin/trash`): deleted content records kept 30 days; list by kind, restore, delete for good. */
export function trashAdminRoutes() {
  const app = new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.list, async (c) => {
    const { kind, page = 1 } = c.req.valid('query');
    const found = await c.var.admin.trash.list({ kind, page, perPage: PER_PAGE });
    return c.json({ ...found, page, perPage: PER_PAGE }, 200);
  });
  app.openapi(routes.restore, async (c) =>
    c.json({ ...(await c.var.admin.trash.restore(c.req.valid('param').id)) }, 200),
  );
  app.openapi(routes.remove, async (c) => {
    await c.var.admin.trash.deleteForever(c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}

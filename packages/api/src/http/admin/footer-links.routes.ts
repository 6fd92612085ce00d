import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { footerLinkSchema } from '../schemas/footer-link.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { reorderBody } from './bulk.schema.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, adminPageSchema, idParams, jsonContent, notFoundAnswer, queryPage } from './admin-schemas.ts';

const PATH = '/api/admin/footer-links';

const fieldsSchema = z
  .object({
    enabled: z.boolean().optional(),
    column: z.number().int().optional(),
    link_text: z.string().optional(),
    link_url: z.string().optional(),
    sort_order: z.number().int().nullable().optional(),
  })
  .strict()
  .openapi('FooterLinkFields');

const listQuery = z.strictObject({
  search: z.string().max(200).optional(),
  enabledOnly: z.enum(['true', 'false']).optional(),
  orderBy: z.enum(['sort_order', 'column']).optional(),
  page: queryPage,
  itemsPerPage: z.coerce.number().int().min(1).max(100).optional(),
});

const pageSchema = adminPageSchema(footerLinkSchema, 'FooterLinkAdminPage');
const body = { body: { content: jsonContent(fieldsSchema), required: true } };

const routes = {
  list: createRoute({
    method: 'get',
    path: PATH,
    summary: 'Footer links: the admin list (exact count, filters, order, pages of 10)',
    request: { query: listQuery },
    responses: { 200: { description: 'One page', content: jsonContent(pageSchema) }, ...adminFailures },
  }),
  create: createRoute({
    method: 'post',
    path: PATH,
    summary: 'Creates a footer link',
    request: body,
    responses: { 201: { description: 'The stored link', content: jsonContent(footerLinkSchema) }, ...adminFailures },
  }),
  update: createRoute({
    method: 'put',
    path: `${PATH}/{id}`,
    summary: 'Changes a footer link (updated_at set)',
    request: { params: idParams, ...body },
    responses: {
      200: { description: 'The stored link', content: jsonContent(footerLinkSchema) },
      ...adminFailures,
      ...notFoundAnswer,
    },
  }),
  reorder: createRoute({
    method: 'post',
    path: `${PATH}/reorder`,
    summary: 'Puts the links of one column in the order of the ids (sort orders 10, 20, 30 …); one Activity entry',
    request: { body: { content: jsonContent(reorderBody), required: true } },
    responses: { 204: { description: 'Reordered' }, ...adminFailures },
  }),
  remove: createRoute({
    method: 'delete',
    path: `${PATH}/{id}`,
    summary: 'Deletes a footer link',
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...adminFailures, ...notFoundAnswer },
  }),
};

/**
 * `/api/admin/footer-links`: the spec's footer-link calls (list with exact count, insert, update
 * by id setting updated_at, delete by id), admin-only, through the signed-in user's footer-link
 * admin (audited; a write shows on the public footer at once).
 */
export function footerLinkAdminRoutes() {
  const app = new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.list, async (c) => {
    const query = c.req.valid('query');
    const { page = 1, itemsPerPage = 10 } = query;
    const result = await c.var.admin.footerLinks.list({
      ...query,
      enabledOnly: query.enabledOnly === 'true',
      page,
      itemsPerPage,
    });
    return c.json({ items: result.items, total: result.total, page, perPage: itemsPerPage }, 200);
  });
  app.openapi(routes.create, async (c) => c.json(await c.var.admin.footerLinks.create(c.req.valid('json')), 201));
  app.openapi(routes.update, async (c) =>
    c.json(await c.var.admin.footerLinks.update(c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.reorder, async (c) => {
    await c.var.admin.footerLinks.reorder(c.req.valid('json').ids);
    return c.body(null, 204);
  });
  app.openapi(routes.remove, async (c) => {
    await c.var.admin.footerLinks.remove(c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}

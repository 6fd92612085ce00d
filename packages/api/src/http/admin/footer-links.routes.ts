import type { Context } from 'hono';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  createCreateFooterLink,
  createDeleteFooterLink,
  createListAdminFooterLinks,
  createUpdateFooterLink,
  type FooterLink,
} from '@app/domain';
import { footerLinkSchema } from '../schemas/footer-link.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminKit } from './admin-kit.ts';
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
  list: createRoute({ method: 'get', path: PATH, summary: 'Footer links: the admin list (exact count, filters, order, pages of 10)', request: { query: listQuery }, responses: { 200: { description: 'One page', content: jsonContent(pageSchema) }, ...adminFailures } }),
  create: createRoute({ method: 'post', path: PATH, summary: 'Creates a footer link', request: body, responses: { 201: { description: 'The stored link', content: jsonContent(footerLinkSchema) }, ...adminFailures } }),
  update: createRoute({ method: 'put', path: `${PATH}/{id}`, summary: 'Changes a footer link (updated_at set)', request: { params: idParams, ...body }, responses: { 200: { description: 'The stored link', content: jsonContent(footerLinkSchema) }, ...adminFailures, ...notFoundAnswer } }),
  remove: createRoute({ method: 'delete', path: `${PATH}/{id}`, summary: 'Deletes a footer link', request: { params: idParams }, responses: { 204: { description: 'Deleted' }, ...adminFailures, ...notFoundAnswer } }),
};

const change = (action: 'create' | 'update' | 'delete', before: FooterLink | null, after: FooterLink | null) => {
  const link = (after ?? before) as FooterLink;
  return { action, entity: 'footer_links', entityId: link.id, summary: link.link_text, before, after };
};

/**
 * `/api/admin/footer-links`: the spec's footer-link calls (list with exact count, insert, update
 * by id setting updated_at, delete by id), admin-only, written through the signed-in user's ports.
 * A write drops the public caches, so the public footer shows it on its next fetch.
 */
export function footerLinkAdminRoutes(kit: AdminKit) {
  const repository = (c: Context) => kit.ports(c).footerLinks;
  const app = new OpenAPIHono({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.list, async (c) => {
    const query = c.req.valid('query');
    const { page = 1, itemsPerPage = 10 } = query;
    const result = await createListAdminFooterLinks(repository(c))({ ...query, enabledOnly: query.enabledOnly === 'true', page, itemsPerPage });
    return c.json({ items: result.items, total: result.total, page, perPage: itemsPerPage }, 200);
  });
  app.openapi(routes.create, async (c) => {
    const created = await createCreateFooterLink(repository(c))(c.req.valid('json'));
    await kit.recordChange(c, change('create', null, created));
    kit.publicDataChanged();
    return c.json(created, 201);
  });
  app.openapi(routes.update, async (c) => {
    const { id } = c.req.valid('param');
    const before = await repository(c).findById(id);
    const updated = await createUpdateFooterLink(repository(c))(id, c.req.valid('json'));
    await kit.recordChange(c, change('update', before, updated));
    kit.publicDataChanged();
    return c.json(updated, 200);
  });
  app.openapi(routes.remove, async (c) => {
    const { id } = c.req.valid('param');
    const before = await repository(c).findById(id);
    await createDeleteFooterLink(repository(c))(id);
    if (before !== null) await kit.recordChange(c, change('delete', before, null));
    kit.publicDataChanged();
    return c.body(null, 204);
  });
  return app;
}

import type { Context, Env } from 'hono';
import { OpenAPIHono, createRoute, type Hook } from '@hono/zod-openapi';
import {
  createContentEditors,
  type ContentEditor,
  type ContentEntity,
  type ContentFieldSpec,
  type ContentQueryInput,
  type ContentValue,
  type RichTextSanitizer,
} from '@app/domain';
import { invalidRequest } from '../validation.ts';
import type { AdminKit } from './admin-kit.ts';
import { adminFailures, adminPageSchema, jsonContent, notFoundAnswer } from './admin-schemas.ts';
import { ADMIN_CONTENT_PER_PAGE, contentFieldsSchema, contentIdParams as idParams, contentListQuerySchema } from './content-admin.schema.ts';
import { CONTENT_AREAS, type ContentArea } from './content-areas.ts';

type ListQuery = { search?: string; sort?: string; direction?: 'asc' | 'desc'; page?: number; perPage?: number } & Record<string, unknown>;
type Editor = ContentEditor<ContentEntity>;

/** A refused request body or query: 400 with the message and each bad field, as a form reads them. */
const rejectInvalid: Hook<unknown, Env, string, unknown> = (result, c) => {
  if (result.success) return undefined;
  const issues = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return c.json({ error: invalidRequest(issues), issues }, 400);
};

function areaRoutes(area: ContentArea) {
  const path = `/api/admin/${area.path}`;
  const label = area.collection.label.toLowerCase();
  const fields = contentFieldsSchema(area.collection, area.jsonShapes, area.schemaName);
  const one = (description: string) => ({ description, content: jsonContent(area.record) });
  return {
    list: createRoute({
      method: 'get',
      path,
      summary: `Every ${label} (hidden ones too): search, sort, filters, pages`,
      request: { query: contentListQuerySchema(area.collection, area.filters) },
      responses: { 200: { description: 'One page', content: jsonContent(adminPageSchema(area.record, `${area.schemaName}AdminPage`)) }, ...adminFailures },
    }),
    get: createRoute({ method: 'get', path: `${path}/{id}`, summary: `One ${label}`, request: { params: idParams }, responses: { 200: one('The record'), ...adminFailures, ...notFoundAnswer } }),
    create: createRoute({
      method: 'post',
      path,
      summary: `Creates a ${label} (validated; rich text sanitized)`,
      request: { body: { content: jsonContent(fields.create), required: true } },
      responses: { 201: one('The stored record'), ...adminFailures },
    }),
    update: createRoute({
      method: 'put',
      path: `${path}/{id}`,
      summary: `Changes a ${label}: the given fields merged over the stored ones, validated as a whole`,
      request: { params: idParams, body: { content: jsonContent(fields.update), required: true } },
      responses: { 200: one('The stored record'), ...adminFailures, ...notFoundAnswer },
    }),
    remove: createRoute({ method: 'delete', path: `${path}/{id}`, summary: `Deletes a ${label}`, request: { params: idParams }, responses: { 204: { description: 'Deleted' }, ...adminFailures, ...notFoundAnswer } }),
  };
}

/** The domain query of an admin list's parameters: filters on list fields test membership, others equality. */
function listInput(area: ContentArea, query: ListQuery): ContentQueryInput<ContentEntity> {
  const specs = area.collection.fields as Readonly<Record<string, ContentFieldSpec>>;
  const where: Record<string, ContentValue> = {};
  const contains: Record<string, string> = {};
  for (const field of area.filters) {
    const value = query[field];
    if (value === undefined) continue;
    if (specs[field]?.kind === 'text[]') contains[field] = String(value);
    else where[field] = value as ContentValue;
  }
  const sort = query.sort;
  const orderBy = sort === undefined ? undefined : [{ field: sort, direction: query.direction ?? 'asc' }, ...area.collection.defaultOrder.filter((order) => order.field !== sort)];
  return { search: query.search, where, contains, orderBy, page: query.page ?? 1, perPage: query.perPage ?? ADMIN_CONTENT_PER_PAGE } as ContentQueryInput<ContentEntity>;
}

function mountArea(app: OpenAPIHono, area: ContentArea, kit: AdminKit, richText: RichTextSanitizer) {
  const routes = areaRoutes(area);
  const editor = (c: Context): Editor => createContentEditors(kit.ports(c).content, richText)[area.editor] as unknown as Editor;
  const request = (c: Context) => c.req as unknown as { valid: (target: 'query' | 'json' | 'param') => never };
  const audit = async (c: Context, action: 'create' | 'update' | 'delete', before: ContentEntity | null, after: ContentEntity | null) => {
    const subject = (after ?? before) as ContentEntity;
    const summary = area.summary(subject as unknown as Record<string, unknown>);
    await kit.recordChange(c, { action, entity: area.collection.name, entityId: subject.id, summary, before, after });
    kit.publicDataChanged();
  };
  app.openapi(routes.list, (async (c: Context) => {
    const query: ListQuery = request(c).valid('query');
    const page = await editor(c).list(listInput(area, query));
    return c.json({ ...page, page: query.page ?? 1, perPage: query.perPage ?? ADMIN_CONTENT_PER_PAGE }, 200);
  }) as never);
  app.openapi(routes.get, (async (c: Context) => {
    const { id }: { id: string } = request(c).valid('param');
    return c.json(await editor(c).get(id), 200);
  }) as never);
  app.openapi(routes.create, (async (c: Context) => {
    const created = await editor(c).create(request(c).valid('json'));
    await audit(c, 'create', null, created);
    return c.json(created, 201);
  }) as never);
  app.openapi(routes.update, (async (c: Context) => {
    const { id }: { id: string } = request(c).valid('param');
    const { before, after } = await editor(c).update(id, request(c).valid('json'));
    await audit(c, 'update', before, after);
    return c.json(after, 200);
  }) as never);
  app.openapi(routes.remove, (async (c: Context) => {
    const { id }: { id: string } = request(c).valid('param');
    const before = await editor(c).delete(id);
    await audit(c, 'delete', before, null);
    return c.body(null, 204);
  }) as never);
}

/**
 * The admin content API, one area per collection: `/api/admin/{agents|communities|articles|banners|
 * testimonials|sales-results|pages}` with list (`search`, `sort`, `direction`, `page`, `perPage`,
 * filters), `GET/PUT/DELETE /{id}` and `POST`. Writes go through the signed-in user's ports, are
 * sanitized and validated by the domain's rules (400 naming each field), recorded in the audit
 * log, and drop the public caches so the site shows them at once.
 */
export function contentAdminRoutes(kit: AdminKit, richText: RichTextSanitizer) {
  const app = new OpenAPIHono({ defaultHook: rejectInvalid });
  for (const area of CONTENT_AREAS) mountArea(app, area, kit, richText);
  return app;
}

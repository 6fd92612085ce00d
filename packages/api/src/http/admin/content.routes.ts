import { textOf } from '@app/domain';
import type { Context, Env } from 'hono';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { ContentEntity, ContentQueryInput, ContentValue } from '@app/domain';
import { invalidRequest, validationIssues, type ValidationResult } from '../validation.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, adminPageSchema, jsonContent, notFoundAnswer } from './admin-schemas.ts';
import {
  ADMIN_CONTENT_PER_PAGE,
  contentFieldsSchema,
  contentIdParams as idParams,
  contentListQuerySchema,
  restoreBodySchema,
  versionParams,
} from './content-admin.schema.ts';
import { historyAnswerSchema, staleAnswer } from './record-history.schema.ts';
import { CONTENT_AREAS, type ContentArea } from './content-areas.ts';
import { bulkOutcomeSchema, contentBulkBody, reorderBody } from './bulk.schema.ts';

type ListQuery = {
  search?: string;
  sort?: string;
  direction?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
} & Record<string, unknown>;

/** A refused request body or query: 400 with the message and each bad field, as a form reads them. */
function rejectInvalid<E extends Env>(result: ValidationResult, c: Context<E>) {
  if (result.success) return undefined;
  const issues = validationIssues(result);
  return c.json({ error: invalidRequest(issues), issues }, 400);
}

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
      responses: {
        200: {
          description: 'One page',
          content: jsonContent(adminPageSchema(area.record, `${area.schemaName}AdminPage`)),
        },
        ...adminFailures,
      },
    }),
    get: createRoute({
      method: 'get',
      path: `${path}/{id}`,
      summary: `One ${label}`,
      request: { params: idParams },
      responses: { 200: one('The record'), ...adminFailures, ...notFoundAnswer },
    }),
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
      responses: { 200: one('The stored record'), ...adminFailures, ...notFoundAnswer, ...staleAnswer(area.record) },
    }),
    history: createRoute({
      method: 'get',
      path: `${path}/{id}/history`,
      summary: `The kept versions of a ${label}, newest first: who saved each, when, and what it changed`,
      request: { params: idParams },
      responses: {
        200: { description: 'The versions', content: jsonContent(historyAnswerSchema) },
        ...adminFailures,
        ...notFoundAnswer,
      },
    }),
    restore: createRoute({
      method: 'post',
      path: `${path}/{id}/history/{version}/restore`,
      summary: `Saves a kept version of a ${label} again, as a new version (refused with 409 when it changed since)`,
      request: { params: versionParams, body: { content: jsonContent(restoreBodySchema), required: true } },
      responses: { 200: one('The stored record'), ...adminFailures, ...notFoundAnswer, ...staleAnswer(area.record) },
    }),
    bulk: createRoute({
      method: 'post',
      path: `${path}/bulk`,
      summary: `Hides, shows or deletes (to the Trash) up to 200 ${label}, each through the single-record use case`,
      request: { body: { content: jsonContent(contentBulkBody), required: true } },
      responses: {
        200: {
          description: 'Which records changed and which did not, each with its reason (e.g. changed by someone else)',
          content: jsonContent(bulkOutcomeSchema),
        },
        ...adminFailures,
      },
    }),
    reorder: createRoute({
      method: 'post',
      path: `${path}/reorder`,
      summary: `Puts ${label} in the order of the ids (sort orders 10, 20, 30 …); one Activity entry`,
      request: { body: { content: jsonContent(reorderBody), required: true } },
      responses: { 204: { description: 'Reordered' }, ...adminFailures },
    }),
    remove: createRoute({
      method: 'delete',
      path: `${path}/{id}`,
      summary: `Moves a ${label} to the Trash (kept 30 days)`,
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' }, ...adminFailures, ...notFoundAnswer },
    }),
  };
}

/** The domain query of an admin list's parameters: filters on list fields test membership, others equality. */
function listInput(area: ContentArea, query: ListQuery): ContentQueryInput<ContentEntity> {
  const specs = area.collection.fields;
  const where: Record<string, ContentValue> = {};
  const contains: Record<string, string> = {};
  for (const field of area.filters) {
    const value = query[field];
    if (value === undefined) continue;
    if (specs[field]?.kind === 'text[]') contains[field] = textOf(value);
    else where[field] = value as ContentValue;
  }
  const sort = query.sort;
  const orderBy =
    sort === undefined
      ? undefined
      : [
          { field: sort, direction: query.direction ?? 'asc' },
          ...area.collection.defaultOrder.filter((order) => order.field !== sort),
        ];
  return {
    search: query.search,
    where,
    contains,
    orderBy,
    page: query.page ?? 1,
    perPage: query.perPage ?? ADMIN_CONTENT_PER_PAGE,
  };
}

function mountArea(app: OpenAPIHono<AdminEnv>, area: ContentArea) {
  const routes = areaRoutes(area);
  app.openapi(routes.list, async (c) => {
    const query: ListQuery = c.req.valid('query');
    const page = await c.var.admin.content(area.editor).list(listInput(area, query));
    return c.json({ ...page, page: query.page ?? 1, perPage: query.perPage ?? ADMIN_CONTENT_PER_PAGE }, 200);
  });
  app.openapi(routes.get, async (c) =>
    c.json(await c.var.admin.content(area.editor).get(c.req.valid('param').id), 200),
  );
  app.openapi(routes.create, async (c) =>
    c.json(await c.var.admin.content(area.editor).create(c.req.valid('json')), 201),
  );
  app.openapi(routes.update, async (c) => {
    const { baseVersion, ...patch } = c.req.valid('json');
    return c.json(await c.var.admin.content(area.editor).update(c.req.valid('param').id, patch, baseVersion), 200);
  });
  app.openapi(routes.history, async (c) =>
    c.json({ items: await c.var.admin.content(area.editor).history(c.req.valid('param').id) }, 200),
  );
  app.openapi(routes.restore, async (c) => {
    const { id, version } = c.req.valid('param');
    const restored = await c.var.admin
      .content(area.editor)
      .restoreVersion(id, version, c.req.valid('json').baseVersion);
    return c.json(restored, 200);
  });
  app.openapi(routes.bulk, async (c) => {
    const { action, items } = c.req.valid('json');
    const admin = c.var.admin.content(area.editor);
    const outcome =
      action === 'delete'
        ? await admin.removeMany(items.map((item) => item.id))
        : await admin.setVisibility(items, action === 'show');
    return c.json(outcome, 200);
  });
  app.openapi(routes.reorder, async (c) => {
    await c.var.admin.content(area.editor).reorder(c.req.valid('json').ids);
    return c.body(null, 204);
  });
  app.openapi(routes.remove, async (c) => {
    await c.var.admin.content(area.editor).remove(c.req.valid('param').id);
    return c.body(null, 204);
  });
}

/**
 * The admin content API, one area per collection: `/api/admin/{agents|communities|articles|banners|
 * testimonials|sales-results|pages}` with list (`search`, `sort`, `direction`, `page`, `perPage`,
 * filters), `GET/PUT/DELETE /{id}` and `POST`, `POST /bulk` (hide, show, delete many; answered id by id) and
 * `POST /reorder` (the ids in their new order), `GET /{id}/history` and `POST /{id}/history/{version}/restore`, through
 * the signed-in user's content admin: a PUT with `baseVersion` is refused with 409 and the current record when someone
 * else saved in between; a DELETE moves the record to the Trash; writes
 * are sanitized and validated by the domain's rules (400 naming each field), recorded in the audit
 * log, and drop the public caches so the site shows them at once.
 */
export function contentAdminRoutes() {
  const app = new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalid });
  for (const area of CONTENT_AREAS) mountArea(app, area);
  return app;
}

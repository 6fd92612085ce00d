import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { REDIRECT_PATH_MAX_LENGTH } from '@app/domain';
import { errorSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, jsonContent, notFoundAnswer } from './admin-schemas.ts';

const PATH = '/api/admin/redirects';
/** The largest CSV one import takes (5,000 rows of two long paths fit well under it). */
const IMPORT_MAX_CHARACTERS = 2_000_000;

const path = z.string().max(REDIRECT_PATH_MAX_LENGTH + 100);
const redirectSchema = z
  .object({ fromPath: z.string(), toPath: z.string(), updatedAt: z.string() })
  .openapi('Redirect');
const listSchema = z.object({ data: z.array(redirectSchema) }).openapi('RedirectList');
const fieldsSchema = z.strictObject({ fromPath: path, toPath: path }).openapi('RedirectFields');
const importSchema = z.strictObject({ csv: z.string().max(IMPORT_MAX_CHARACTERS) }).openapi('RedirectImport');
const unavailable = {
  503: { description: 'The redirects could not be read or saved', content: jsonContent(errorSchema) },
} as const;

const routes = {
  list: createRoute({
    method: 'get',
    path: PATH,
    summary: 'Every permanent redirect, by old path',
    responses: {
      200: { description: 'The redirects', content: jsonContent(listSchema) },
      ...adminFailures,
      ...unavailable,
    },
  }),
  add: createRoute({
    method: 'post',
    path: PATH,
    summary: 'Adds or changes one redirect (chains and loops collapsed); answers every redirect',
    request: { body: { content: jsonContent(fieldsSchema), required: true } },
    responses: {
      201: { description: 'The redirects', content: jsonContent(listSchema) },
      ...adminFailures,
      ...unavailable,
    },
  }),
  importCsv: createRoute({
    method: 'post',
    path: `${PATH}/import`,
    summary: 'Imports a CSV (old path, new path): every row or none; 400 names each bad line',
    request: { body: { content: jsonContent(importSchema), required: true } },
    responses: {
      200: { description: 'How many rows were imported', content: jsonContent(z.object({ imported: z.number() })) },
      ...adminFailures,
      ...unavailable,
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: PATH,
    summary: 'Removes the redirect from one old path',
    request: { query: z.strictObject({ fromPath: path }) },
    responses: { 204: { description: 'Removed' }, ...adminFailures, ...notFoundAnswer, ...unavailable },
  }),
};

/**
 * `/api/admin/redirects` (admin only): the Redirects page's list, add, remove and CSV import through the signed-in
 * user's port. Every change is audited and drops the public caches, so the old address answers 301 at once.
 */
export function redirectAdminRoutes() {
  const app = new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.list, async (c) => c.json({ data: await c.var.admin.redirects.list() }, 200));
  app.openapi(routes.add, async (c) => c.json({ data: await c.var.admin.redirects.add(c.req.valid('json')) }, 201));
  app.openapi(routes.importCsv, async (c) =>
    c.json(await c.var.admin.redirects.importCsv(c.req.valid('json').csv), 200),
  );
  app.openapi(routes.remove, async (c) => {
    await c.var.admin.redirects.remove(c.req.valid('query').fromPath);
    return c.body(null, 204);
  });
  return app;
}

import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { contactExportFileName, contactSubmissionsCsv, localDay } from '@app/domain';
import { rejectInvalidRequest } from '../validation.ts';
import { bulkOutcomeSchema } from './bulk.schema.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, adminPageSchema, idParams, jsonContent, notFoundAnswer } from './admin-schemas.ts';
import {
  assignmentBody,
  contactBulkBody,
  followUpBody,
  contactDetailSchema,
  contactExportQuery,
  contactListQuery,
  contactNoteSchema,
  contactSubmissionSchema,
  noteBody,
  statusBody,
} from './contact-schemas.ts';

const PATH = '/api/admin/contacts';
const ok = (description: string, schema: z.ZodType) => ({ 200: { description, content: jsonContent(schema) } });

const routes = {
  list: createRoute({
    method: 'get',
    path: PATH,
    summary: 'Contact submissions: filter by status and kind, search, sort, pages',
    request: { query: contactListQuery },
    responses: {
      ...ok('One page', adminPageSchema(contactSubmissionSchema, 'ContactSubmissionPage')),
      ...adminFailures,
    },
  }),
  exportCsv: createRoute({
    method: 'get',
    path: `${PATH}/export.csv`,
    summary: 'Every submission in the filter as CSV (formula cells defused)',
    request: { query: contactExportQuery },
    responses: {
      200: { description: 'A CSV file', content: { 'text/csv': { schema: z.string() } } },
      ...adminFailures,
    },
  }),
  bulk: createRoute({
    method: 'post',
    path: `${PATH}/bulk`,
    summary: 'Closes up to 200 leads, or gives them to an agent; answered id by id',
    request: { body: { content: jsonContent(contactBulkBody), required: true } },
    responses: { ...ok('Which leads changed and which did not, with why', bulkOutcomeSchema), ...adminFailures },
  }),
  get: createRoute({
    method: 'get',
    path: `${PATH}/{id}`,
    summary: 'One submission with its notes',
    request: { params: idParams },
    responses: { ...ok('The submission', contactDetailSchema), ...adminFailures, ...notFoundAnswer },
  }),
  setStatus: createRoute({
    method: 'put',
    path: `${PATH}/{id}`,
    summary: 'Moves a submission to new, contacted or closed',
    request: { params: idParams, body: { content: jsonContent(statusBody), required: true } },
    responses: { ...ok('The submission', contactSubmissionSchema), ...adminFailures, ...notFoundAnswer },
  }),
  assign: createRoute({
    method: 'put',
    path: `${PATH}/{id}/assignment`,
    summary: 'Gives a lead to an agent (an id) or to nobody (null)',
    request: { params: idParams, body: { content: jsonContent(assignmentBody), required: true } },
    responses: { ...ok('The submission', contactSubmissionSchema), ...adminFailures, ...notFoundAnswer },
  }),
  followUp: createRoute({
    method: 'put',
    path: `${PATH}/{id}/follow-up`,
    summary: 'Sets the day (YYYY-MM-DD, office time) to follow a lead up by, or clears it (null)',
    request: { params: idParams, body: { content: jsonContent(followUpBody), required: true } },
    responses: { ...ok('The submission', contactSubmissionSchema), ...adminFailures, ...notFoundAnswer },
  }),
  addNote: createRoute({
    method: 'post',
    path: `${PATH}/{id}/notes`,
    summary: 'Keeps a note on a submission',
    request: { params: idParams, body: { content: jsonContent(noteBody), required: true } },
    responses: {
      201: { description: 'The note', content: jsonContent(contactNoteSchema) },
      ...adminFailures,
      ...notFoundAnswer,
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: `${PATH}/{id}`,
    summary: 'Deletes a submission and its notes',
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...adminFailures, ...notFoundAnswer },
  }),
};

/**
 * `/api/admin/contacts` (editors and admins): the team's follow-up of contact submissions. Every
 * change (status, note, delete) is written to the audit log.
 */
export function contactAdminRoutes() {
  const app = new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.list, async (c) => {
    const query = c.req.valid('query');
    const result = await c.var.admin.contacts.list(query);
    return c.json({ ...result, page: query.page ?? 1, perPage: query.perPage ?? 10 }, 200);
  });
  app.openapi(routes.exportCsv, async (c) => {
    const rows = await c.var.admin.contacts.collect(c.req.valid('query'));
    const agentNames = await c.var.admin.contacts.agentNames();
    const headers = {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${contactExportFileName(localDay(Date.now()))}"`,
      'cache-control': 'no-store',
    };
    return c.body(`\uFEFF${contactSubmissionsCsv(rows, agentNames)}`, 200, headers);
  });
  app.openapi(routes.bulk, async (c) => {
    const { action, ids, agentId } = c.req.valid('json');
    const contacts = c.var.admin.contacts;
    return c.json(
      action === 'close' ? await contacts.closeMany(ids) : await contacts.assignMany(ids, agentId ?? null),
      200,
    );
  });
  app.openapi(routes.get, async (c) => c.json(await c.var.admin.contacts.get(c.req.valid('param').id), 200));
  app.openapi(routes.setStatus, async (c) =>
    c.json(await c.var.admin.contacts.setStatus(c.req.valid('param').id, c.req.valid('json').status), 200),
  );
  app.openapi(routes.assign, async (c) =>
    c.json(await c.var.admin.contacts.assign(c.req.valid('param').id, c.req.valid('json').agentId), 200),
  );
  app.openapi(routes.followUp, async (c) =>
    c.json(await c.var.admin.contacts.setFollowUp(c.req.valid('param').id, c.req.valid('json').followUpOn), 200),
  );
  app.openapi(routes.addNote, async (c) =>
    c.json(await c.var.admin.contacts.addNote(c.req.valid('param').id, c.req.valid('json').text), 201),
  );
  app.openapi(routes.remove, async (c) => {
    await c.var.admin.contacts.remove(c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}

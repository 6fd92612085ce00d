import type { Context } from 'hono';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  contactExportFileName,
  contactSubmissionsCsv,
  createAddContactNote,
  createChangeContactStatus,
  createCollectContactSubmissions,
  createGetContactSubmission,
  createListContactSubmissions,
  localDay,
  NotFoundError,
  CONTACT_SUBMISSION_NOT_FOUND,
} from '@app/domain';
import type { AdminServices } from '../../admin-services.ts';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminKit } from './admin-kit.ts';
import { adminFailures, adminPageSchema, idParams, jsonContent, notFoundAnswer } from './admin-schemas.ts';
import { contactDetailSchema, contactExportQuery, contactListQuery, contactNoteSchema, contactSubmissionSchema, noteBody, statusBody } from './contact-schemas.ts';

const PATH = '/api/admin/contacts';
const ENTITY = 'contact_submissions';
const ok = (description: string, schema: z.ZodType) => ({ 200: { description, content: jsonContent(schema) } });

const routes = {
  list: createRoute({ method: 'get', path: PATH, summary: 'Contact submissions: filter by status and kind, search, sort, pages', request: { query: contactListQuery }, responses: { ...ok('One page', adminPageSchema(contactSubmissionSchema, 'ContactSubmissionPage')), ...adminFailures } }),
  exportCsv: createRoute({ method: 'get', path: `${PATH}/export.csv`, summary: 'Every submission in the filter as CSV (formula cells defused)', request: { query: contactExportQuery }, responses: { 200: { description: 'A CSV file', content: { 'text/csv': { schema: z.string() } } }, ...adminFailures } }),
  get: createRoute({ method: 'get', path: `${PATH}/{id}`, summary: 'One submission with its notes', request: { params: idParams }, responses: { ...ok('The submission', contactDetailSchema), ...adminFailures, ...notFoundAnswer } }),
  setStatus: createRoute({ method: 'put', path: `${PATH}/{id}`, summary: 'Moves a submission to new, contacted or closed', request: { params: idParams, body: { content: jsonContent(statusBody), required: true } }, responses: { ...ok('The submission', contactSubmissionSchema), ...adminFailures, ...notFoundAnswer } }),
  addNote: createRoute({ method: 'post', path: `${PATH}/{id}/notes`, summary: 'Keeps a note on a submission', request: { params: idParams, body: { content: jsonContent(noteBody), required: true } }, responses: { 201: { description: 'The note', content: jsonContent(contactNoteSchema) }, ...adminFailures, ...notFoundAnswer } }),
  remove: createRoute({ method: 'delete', path: `${PATH}/{id}`, summary: 'Deletes a submission and its notes', request: { params: idParams }, responses: { 204: { description: 'Deleted' }, ...adminFailures, ...notFoundAnswer } }),
};

const label = (submission: { name: string; email: string }) => `${submission.name} <${submission.email}>`;

/**
 * `/api/admin/contacts` (editors and admins): the team's follow-up of contact submissions. Every
 * change (status, note, delete) is written to the audit log.
 */
export function contactAdminRoutes(admin: Pick<AdminServices, 'contacts'>, kit: AdminKit) {
  const inbox = admin.contacts;
  const app = new OpenAPIHono({ defaultHook: rejectInvalidRequest });
  app.openapi(routes.list, async (c) => {
    const query = c.req.valid('query');
    const result = await createListContactSubmissions(inbox)(query);
    return c.json({ ...result, page: query.page ?? 1, perPage: query.perPage ?? 10 }, 200);
  });
  app.openapi(routes.exportCsv, (async (c: Context) => {
    const rows = await createCollectContactSubmissions(inbox)(contactExportQuery.parse(c.req.query()));
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${contactExportFileName(localDay(Date.now()))}"`);
    c.header('cache-control', 'no-store');
    return c.body(`\uFEFF${contactSubmissionsCsv(rows)}`, 200);
  }) as never);
  app.openapi(routes.get, async (c) => c.json(await createGetContactSubmission(inbox)(c.req.valid('param').id), 200));
  app.openapi(routes.setStatus, async (c) => {
    const { before, after } = await createChangeContactStatus(inbox)(c.req.valid('param').id, c.req.valid('json').status);
    await kit.recordChange(c, { action: 'update', entity: ENTITY, entityId: after.id, summary: label(after), before: { status: before.status }, after: { status: after.status } });
    return c.json(after, 200);
  });
  app.openapi(routes.addNote, async (c) => {
    const user = kit.user(c);
    const note = await createAddContactNote(inbox)(c.req.valid('param').id, { authorId: user.id, authorEmail: user.email, text: c.req.valid('json').text });
    const submission = await inbox.findById(note.submissionId);
    await kit.recordChange(c, { action: 'update', entity: ENTITY, entityId: note.submissionId, summary: `Note on ${submission === null ? 'a submission' : label(submission)}`, before: null, after: { note: note.text } });
    return c.json(note, 201);
  });
  app.openapi(routes.remove, async (c) => {
    const { id } = c.req.valid('param');
    const before = await inbox.findById(id);
    if (before === null) throw new NotFoundError(CONTACT_SUBMISSION_NOT_FOUND);
    await inbox.delete(id);
    await kit.recordChange(c, { action: 'delete', entity: ENTITY, entityId: before.id, summary: label(before), before, after: null });
    return c.body(null, 204);
  });
  return app;
}

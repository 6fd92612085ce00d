import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { LIVE_KINDS, NotFoundError, PREVIEW_LINK_DAYS, type PreviewLinks } from '@app/domain';
import { rejectInvalidRequest } from '../validation.ts';
import { adminFailures, jsonContent, notFoundAnswer } from './admin-schemas.ts';

const previewRequestSchema = z
  .strictObject({
    kind: z.enum(LIVE_KINDS),
    id: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
  })
  .openapi('PreviewLinkRequest');

const previewLinkSchema = z
  .object({
    token: z.string().describe('Put after ?preview= on the record’s public address'),
    expiresAt: z.string().describe('When the link stops opening (ISO instant)'),
  })
  .openapi('PreviewLink');

const route = createRoute({
  method: 'post',
  path: '/api/admin/preview-links',
  summary: `A signed link that shows one record, hidden or not, to anyone holding it for ${PREVIEW_LINK_DAYS} days`,
  request: { body: { content: jsonContent(previewRequestSchema), required: true } },
  responses: {
    201: { description: 'The link’s token', content: jsonContent(previewLinkSchema) },
    ...adminFailures,
    ...notFoundAnswer,
  },
});

/** `POST /api/admin/preview-links` (editors and admins): a signed, expiring preview token for a record (ADR 0041). */
export function previewLinkAdminRoutes(previews: PreviewLinks) {
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest }).openapi(route, async (c) => {
    const { kind, id } = c.req.valid('json');
    const issued = await previews.issue(kind, id);
    if (issued === null) throw new NotFoundError(`No ${kind} has the id ${id}`);
    return c.json(issued, 201, { 'cache-control': 'no-store' });
  });
}

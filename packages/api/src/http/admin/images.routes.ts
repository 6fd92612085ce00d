import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { IMAGE_MAX_BYTES, IMAGE_MAX_UPLOAD_BYTES, formatByteSize, type UploadedImage } from '@app/domain';
import { errorSchema } from '../schemas/listing.schema.ts';
import {
  imageAltBody,
  imageListQuery,
  imageSchema,
  imageUploadForm,
  uploadedImageSchema,
  imageUsageSchema,
} from '../schemas/image.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import type { AdminEnv } from './admin-env.ts';
import { adminFailures, adminPageSchema, idParams, jsonContent, notFoundAnswer } from './admin-schemas.ts';

const PATH = '/api/admin/images';
/** Room for the multipart envelope and the alt text around the largest file an admin may add (40 MB). */
const UPLOAD_BODY_LIMIT = IMAGE_MAX_UPLOAD_BYTES + 64 * 1024;
const tooLargeMessage = `The file is larger than the limit of ${formatByteSize(IMAGE_MAX_UPLOAD_BYTES)}`;
/** The upload's body limit: the app-wide limit applies it to this route instead of 1 MiB (limitRequestBodies). */
export const IMAGE_UPLOAD_BODY_LIMIT = {
  method: 'POST',
  path: PATH,
  maxBytes: UPLOAD_BODY_LIMIT,
  message: tooLargeMessage,
  field: 'file',
} as const;
const NOT_MULTIPART = 'Send the picture as multipart/form-data with the fields file and alt';

const usedBySchema = z.object({ error: z.string(), usedBy: z.array(imageUsageSchema) }).openapi('ImageInUse');
const record = (description: string) => ({ description, content: jsonContent(imageSchema) });

const routes = {
  list: createRoute({
    method: 'get',
    path: PATH,
    summary: 'Image library: search (file name, alt text), sort, pages',
    request: { query: imageListQuery },
    responses: {
      200: { description: 'One page', content: jsonContent(adminPageSchema(imageSchema, 'ImagePage')) },
      ...adminFailures,
    },
  }),
  get: createRoute({
    method: 'get',
    path: `${PATH}/{id}`,
    summary: 'One image',
    request: { params: idParams },
    responses: { 200: record('The image'), ...adminFailures, ...notFoundAnswer },
  }),
  upload: createRoute({
    method: 'post',
    path: PATH,
    summary: `Uploads a picture (JPEG, PNG, WebP, AVIF or GIF by content, at most ${formatByteSize(IMAGE_MAX_UPLOAD_BYTES)}, alt text required), shrinks one over ${formatByteSize(IMAGE_MAX_BYTES)} or 4000 px, and makes its WebP variants`,
    request: { body: { content: { 'multipart/form-data': { schema: imageUploadForm } }, required: true } },
    responses: {
      201: {
        description: 'The stored image (with shrunkFrom when it was shrunk on the way in)',
        content: jsonContent(uploadedImageSchema),
      },
      ...adminFailures,
      413: { description: tooLargeMessage, content: jsonContent(errorSchema) },
      415: { description: NOT_MULTIPART, content: jsonContent(errorSchema) },
    },
  }),
  update: createRoute({
    method: 'put',
    path: `${PATH}/{id}`,
    summary: 'Changes the alt text',
    request: { params: idParams, body: { content: jsonContent(imageAltBody), required: true } },
    responses: { 200: record('The stored image'), ...adminFailures, ...notFoundAnswer },
  }),
  usages: createRoute({
    method: 'get',
    path: `${PATH}/{id}/usages`,
    summary: 'The content records that show the image',
    request: { params: idParams },
    responses: {
      200: { description: 'Where it is used', content: jsonContent(z.object({ items: z.array(imageUsageSchema) })) },
      ...adminFailures,
      ...notFoundAnswer,
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: `${PATH}/{id}`,
    summary: 'Deletes an image and its files, unless content still shows it',
    request: { params: idParams },
    responses: {
      204: { description: 'Deleted' },
      ...adminFailures,
      ...notFoundAnswer,
      409: { description: 'Still used: the answer names where', content: jsonContent(usedBySchema) },
    },
  }),
};

/** The record as the answer schema types it (mutable variant list). */
const answer = <T extends UploadedImage>(image: T) => ({ ...image, variants: [...image.variants] });

/**
 * `/api/admin/images` (editors and admins): the image library through the signed-in user's ports.
 * Uploads are multipart (`file`, `alt`), refused before reading when the body is over the limit
 * (IMAGE_UPLOAD_BODY_LIMIT, applied by the app's body limit after the admin guard);
 * a delete is refused with 409 naming every record that still shows the picture.
 */
export function imageAdminRoutes() {
  const app = new OpenAPIHono<AdminEnv>({ defaultHook: rejectInvalidRequest });
  app.post(PATH, async (c, next) => {
    if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) return next();
    return c.json({ error: NOT_MULTIPART, issues: [{ field: 'file', message: NOT_MULTIPART }] }, 415);
  });
  app.openapi(routes.list, async (c) => {
    const query = c.req.valid('query');
    const page = await c.var.admin.images.list(query);
    return c.json(
      { items: page.items.map(answer), total: page.total, page: query.page ?? 1, perPage: query.perPage ?? 10 },
      200,
    );
  });
  app.openapi(routes.get, async (c) => c.json(answer(await c.var.admin.images.get(c.req.valid('param').id)), 200));
  app.openapi(routes.upload, async (c) => {
    const { file, alt } = c.req.valid('form');
    const image = await c.var.admin.images.upload({
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      alt,
    });
    return c.json(answer(image), 201);
  });
  app.openapi(routes.update, async (c) =>
    c.json(answer(await c.var.admin.images.updateAlt(c.req.valid('param').id, c.req.valid('json').alt)), 200),
  );
  app.openapi(routes.usages, async (c) =>
    c.json({ items: await c.var.admin.images.usages(c.req.valid('param').id) }, 200),
  );
  app.openapi(routes.remove, async (c) => {
    // ImageInUseError reaches onError, which answers 409 with the records that still show the picture.
    await c.var.admin.images.remove(c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}

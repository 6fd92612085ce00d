import { Hono } from 'hono';
import { IMAGE_FILES_PATH, isSafeStorageKey, isUuid } from '@app/domain';
import type { AppServices } from '@app/domain';

/** A year, and never revalidated: a key is written once and never replaced (a new upload gets a new id). */
const IMAGE_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /media/images/{imageId}/{file}`: the image library's files (originals and WebP variants)
 * for everyone, from the image storage, cached by browsers and CDNs for a year. Unknown files are
 * a plain 404; the type is the stored one and is never sniffed.
 */
export function imageFileRoutes(services: Pick<AppServices, 'readImageFile'>) {
  const app = new Hono();
  app.get(`${IMAGE_FILES_PATH}/:imageId/:file`, async (c) => {
    const { imageId, file } = c.req.param();
    const key = `${imageId}/${file}`;
    const stored = isUuid(imageId) && isSafeStorageKey(key) ? await services.readImageFile(key) : null;
    if (stored === null) return c.text('Image not found', 404, { 'cache-control': 'no-store' });
    return c.body(new Uint8Array(stored.bytes), 200, {
      'content-type': stored.contentType,
      'cache-control': IMAGE_FILE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
  });
  return app;
}

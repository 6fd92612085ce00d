import { Hono } from 'hono';
import { IMAGE_FILES_PATH, SHARE_IMAGE_PATH, isSafeStorageKey, isUuid, readShareImageFocus } from '@app/domain';
import type { AppServices } from '@app/domain';

/** A year, and never revalidated: a key is written once and never replaced (a new upload gets a new id). */
const IMAGE_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /media/images/{imageId}/{file}`: the image library's files (originals and WebP variants)
 * for everyone, from the image storage, cached by browsers and CDNs for a year. Unknown files are
 * a plain 404; the type is the stored one and is never sniffed.
 */
export function imageFileRoutes(services: Pick<AppServices, 'readImageFile' | 'readShareImage'>) {
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
  // `GET /media/share/{imageId}/{x}-{y}.jpg`: a library picture cut to the 1200×630 share image around the focal
  // point (x, y in whole percent; ADR 0045). The picture's files never change, so neither does the cut.
  app.get(`${SHARE_IMAGE_PATH}/:imageId/:file`, async (c) => {
    const { imageId, file } = c.req.param();
    const focus = readShareImageFocus(file);
    const made = isUuid(imageId) && focus !== null ? await services.readShareImage(imageId, focus) : null;
    if (made === null) return c.text('Image not found', 404, { 'cache-control': 'no-store' });
    return c.body(new Uint8Array(made.bytes), 200, {
      'content-type': made.contentType,
      'cache-control': IMAGE_FILE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
  });
  return app;
}

import { Hono } from 'hono';
import { LISTING_PHOTO_PATH } from '@app/domain';
import type { ListingPhotos } from '../../media/listing-photos/listing-photos.ts';

/**
 * A year, never revalidated: the answer is keyed by the photo's address and the width, and an MLS
 * photo's address changes when the photo does (Trestle's addresses carry the photo's timestamp;
 * ADR 0013). Demo photos are drawn the same way every time.
 */
export const LISTING_PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /media/listing-photo?src={photo address}&w={width}`: a listing photo as WebP at one of the
 * served widths (320 to 1920), made once and kept on disk. 400 `{ error }` for a bad width or
 * address (a host not in LISTING_PHOTO_HOSTS is never fetched); 502 `{ error }` when the photo host
 * fails or sends something that is not a readable picture; refusals are not cached.
 */
export function listingPhotoRoutes(photos: ListingPhotos) {
  return new Hono().get(LISTING_PHOTO_PATH, async (c) => {
    const answer = await photos.answer({ src: c.req.query('src'), w: c.req.query('w') });
    if (answer.kind === 'refused')
      return c.json({ error: answer.message }, answer.status, { 'cache-control': 'no-store' });
    return c.body(new Uint8Array(answer.bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': LISTING_PHOTO_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'x-photo-cache': answer.cached ? 'hit' : 'miss',
    });
  });
}

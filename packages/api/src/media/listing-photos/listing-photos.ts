import { availableParallelism } from 'node:os';
import { IMAGE_MAX_PIXELS, ValidationError, type ImageProcessor } from '@app/domain';
import { createConcurrencyLimit } from './concurrency-limit.ts';
import { rasterizeDemoPhoto } from './demo-photo-raster.ts';
import { parseListingPhotoRequest, type ListingPhotoRequest } from './listing-photo-request.ts';
import type { PhotoDiskCache } from './photo-disk-cache.ts';
import { UpstreamPhotoError, fetchUpstreamPhoto } from './upstream-photo.ts';

/** What `/media/listing-photo` answers: the WebP, or a refusal (400 bad request, 502 the photo host or the photo
 * failed). */
export type ListingPhotoAnswer =
  | { readonly kind: 'photo'; readonly bytes: Uint8Array; readonly cached: boolean }
  | { readonly kind: 'refused'; readonly status: 400 | 502; readonly message: string };

/** The listing-photo resizer the HTTP route calls. */
export interface ListingPhotos {
  answer(query: { src?: string; w?: string }): Promise<ListingPhotoAnswer>;
}

export interface ListingPhotosDeps {
  /** Host names photos may be fetched from (LISTING_PHOTO_HOSTS). */
  readonly allowedHosts: readonly string[];
  readonly cache: PhotoDiskCache;
  /** Reads pictures and makes WebP (sharp in production: upright by EXIF, metadata stripped). */
  readonly processor: ImageProcessor;
  /** The upstream fetch's limits; 10 s and 25 MB unless told. */
  readonly upstream?: { readonly timeoutMs?: number; readonly maxBytes?: number; readonly fetch?: typeof fetch };
  readonly log?: (message: string, error: unknown) => void;
}

/** How long a photo host has to send a photo. */
const UPSTREAM_TIMEOUT_MS = 10_000;
/** The largest photo fetched (MLS originals are 1 to 10 MB). */
const UPSTREAM_MAX_BYTES = 25_000_000;
/** Photo fetches at once (they mostly wait on the network, but hold up to 25 MB each). */
const FETCHES_AT_ONCE = 8;
/**
 * Pictures decoded and encoded at once: one core fewer than the machine has (libvips spreads each
 * one over several threads), so a page of cold photos never starves page rendering and the API.
 */
const RESIZES_AT_ONCE = Math.max(1, availableParallelism() - 1);

const refused = (status: 400 | 502, message: string): ListingPhotoAnswer => ({ kind: 'refused', status, message });

/**
 * Listing photos at the width a page asks for, as WebP: an MLS photo fetched from an allowed host
 * (or a demo drawing rasterized), turned upright by its EXIF orientation, never enlarged, written
 * without metadata, kept on disk by key. Requests for a key already being made wait for that one
 * (one fetch, one resize); fetches and resizes each run a few at a time. Bad input is a 400, a
 * failing photo host or an unreadable photo a 502, never anything else.
 */
export function createListingPhotos(deps: ListingPhotosDeps): ListingPhotos {
  const allowedHosts = new Set(deps.allowedHosts);
  const limits = {
    allowedHosts,
    timeoutMs: deps.upstream?.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
    maxBytes: deps.upstream?.maxBytes ?? UPSTREAM_MAX_BYTES,
    fetch: deps.upstream?.fetch,
  };
  const fetchSlot = createConcurrencyLimit(FETCHES_AT_ONCE);
  const resizeSlot = createConcurrencyLimit(RESIZES_AT_ONCE);
  const inFlight = new Map<string, Promise<ListingPhotoAnswer>>();

  async function sourceBytes(request: ListingPhotoRequest): Promise<Uint8Array> {
    const { source } = request;
    if (source.kind === 'upstream') return fetchSlot(() => fetchUpstreamPhoto(source.url, limits));
    return resizeSlot(() => rasterizeDemoPhoto(source.svg, request.width));
  }

  async function resize(request: ListingPhotoRequest): Promise<ListingPhotoAnswer> {
    const bytes = await sourceBytes(request);
    return resizeSlot(async () => {
      const size = await deps.processor.dimensions(bytes);
      if (size === null) return refused(502, 'The photo could not be read as a JPEG, PNG, WebP, AVIF or GIF picture');
      if (size.width * size.height > IMAGE_MAX_PIXELS)
        return refused(
          502,
          `The photo is larger than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels, the most this site resizes`,
        );
      const [variant] = await deps.processor.webpVariants(bytes, [Math.min(request.width, size.width)]);
      if (variant === undefined) return refused(502, 'The photo could not be resized');
      await deps.cache
        .put(request.key, variant.bytes)
        .catch((error: unknown) => deps.log?.('A resized listing photo could not be kept on disk', error));
      return { kind: 'photo', bytes: variant.bytes, cached: false };
    });
  }

  async function make(request: ListingPhotoRequest): Promise<ListingPhotoAnswer> {
    try {
      return await resize(request);
    } catch (error) {
      if (error instanceof UpstreamPhotoError) return refused(502, error.message);
      if (!(error instanceof ValidationError)) deps.log?.('A listing photo could not be resized', error);
      return refused(502, 'The photo could not be read (the file may be damaged)');
    }
  }

  return {
    async answer(query) {
      const parsed = parseListingPhotoRequest(query, allowedHosts);
      if (!parsed.ok) return refused(400, parsed.message);
      const { request } = parsed;
      const kept = await deps.cache.get(request.key);
      if (kept !== null) return { kind: 'photo', bytes: kept, cached: true };
      const running = inFlight.get(request.key);
      if (running !== undefined) return running;
      const made = make(request).finally(() => inFlight.delete(request.key));
      inFlight.set(request.key, made);
      return made;
    },
  };
}

import { createHash } from 'node:crypto';
import {
  LISTING_PHOTO_WIDTHS,
  isAbsoluteHttpUrl,
  isDemoPhotoUrl,
  isListingPhotoWidth,
  type ListingPhotoWidth,
} from '@app/domain';
import { parseDemoPhotoPath, renderDemoPhoto } from '@app/demo';

/** Where a photo's bytes come from: an allowed MLS host, or the server's own demo drawing (SVG). */
export type PhotoSource =
  { readonly kind: 'upstream'; readonly url: URL } | { readonly kind: 'demo'; readonly svg: string };

/** A valid request: the photo, the width asked for, and the key its resized file is kept under. */
export interface ListingPhotoRequest {
  readonly source: PhotoSource;
  readonly width: ListingPhotoWidth;
  /** Identifies the answer (hex SHA-256 of the width and the upstream address, or of the width and the demo drawing
   * itself, so a changed drawing is a new key). */
  readonly key: string;
}

/** A request parsed: valid, or refused with a message for the 400 answer. */
export type ParsedListingPhotoRequest =
  { readonly ok: true; readonly request: ListingPhotoRequest } | { readonly ok: false; readonly message: string };

/** Longest photo address accepted (MLS photo addresses are about 200 characters). */
const MAX_SRC_LENGTH = 2048;

const refuse = (message: string): ParsedListingPhotoRequest => ({ ok: false, message });

function parseWidth(w: string | undefined): ListingPhotoWidth | null {
  const width = w !== undefined && /^\d{1,5}$/.test(w) ? Number(w) : Number.NaN;
  return isListingPhotoWidth(width) ? width : null;
}

function photoKey(width: ListingPhotoWidth, identity: string): string {
  return createHash('sha256').update(`${width}\n${identity}`).digest('hex');
}

function demoRequest(src: string, width: ListingPhotoWidth): ParsedListingPhotoRequest {
  const [, , , scene = '', file = ''] = src.split('/');
  const photo = parseDemoPhotoPath(scene, file);
  if (photo === null) return refuse(`No such demo photo: ${src}`);
  const svg = renderDemoPhoto(photo.scene, photo.variant);
  return { ok: true, request: { source: { kind: 'demo', svg }, width, key: photoKey(width, svg) } };
}

function upstreamSource(
  src: string,
  allowedHosts: ReadonlySet<string>,
): Extract<PhotoSource, { kind: 'upstream' }> | string {
  const url = isAbsoluteHttpUrl(src) && URL.canParse(src) ? new URL(src) : null;
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    return 'src must be an http:// or https:// address, or a demo photo (/media/demo/{scene}/{n}.svg)';
  if (url.username !== '' || url.password !== '') return 'src must not carry a user name or password';
  if (!allowedHosts.has(url.hostname))
    return `Photos are fetched only from the hosts in LISTING_PHOTO_HOSTS; ${url.hostname} is not one of them`;
  return { kind: 'upstream', url };
}

/**
 * Reads `src` and `w` of `/media/listing-photo`: `w` one of the served widths; `src` an http(s)
 * address on an allowed host (never fetched otherwise) or a demo photo path. Every refusal names
 * what is wrong, for a 400.
 */
export function parseListingPhotoRequest(
  query: { src?: string; w?: string },
  allowedHosts: ReadonlySet<string>,
): ParsedListingPhotoRequest {
  const width = parseWidth(query.w);
  if (width === null)
    return refuse(
      `w must be one of ${LISTING_PHOTO_WIDTHS.join(', ')} (pixels)${query.w === undefined ? '' : `, not "${query.w.slice(0, 20)}"`}`,
    );
  const src = query.src?.trim() ?? '';
  if (src === '') return refuse("src is required: the photo's address");
  if (src.length > MAX_SRC_LENGTH) return refuse(`src is longer than ${MAX_SRC_LENGTH} characters`);
  if (isDemoPhotoUrl(src)) return demoRequest(src, width);
  const source = upstreamSource(src, allowedHosts);
  if (typeof source === 'string') return refuse(source);
  return { ok: true, request: { source, width, key: photoKey(width, source.url.href) } };
}

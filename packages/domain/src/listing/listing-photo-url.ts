/** Where the site serves listing photos resized: `/media/listing-photo?src={photo URL}&w={width}`. */
export const LISTING_PHOTO_PATH = '/media/listing-photo';

/** The widths (pixels) a listing photo is served at, smallest first; any other width is refused. */
export const LISTING_PHOTO_WIDTHS = [320, 480, 640, 750, 960, 1280, 1920] as const;

/** One of the widths a listing photo is served at. */
export type ListingPhotoWidth = (typeof LISTING_PHOTO_WIDTHS)[number];

/** The path of the photos the server draws for the demo listings (`/media/demo/{scene}/{n}.svg`). */
export const DEMO_PHOTO_PATH = '/media/demo/';

/** True when the number is one of the served widths. */
export function isListingPhotoWidth(value: number): value is ListingPhotoWidth {
  return (LISTING_PHOTO_WIDTHS as readonly number[]).includes(value);
}

/** An absolute http(s) address, such as an MLS photo's `MediaURL` (`https://api-trestle.corelogic.com/…`). */
export function isAbsoluteHttpUrl(src: string): boolean {
  return /^https?:\/\/[^/?#\s]+/i.test(src);
}

/** A photo the server draws for the demo listings: `/media/demo/{scene}/{n}.svg`. */
export function isDemoPhotoUrl(src: string): boolean {
  return /^\/media\/demo\/[a-z-]+\/[1-9]\d{0,2}\.svg$/.test(src);
}

/**
 * Whether a listing photo goes through the resizing endpoint: an MLS photo (an absolute http(s)
 * address) or a demo photo, which the server draws and rasterizes the same way. Anything else
 * (a library file, a data: address) is shown as it is.
 */
export function isResizableListingPhoto(src: string): boolean {
  return isAbsoluteHttpUrl(src) || isDemoPhotoUrl(src);
}

/** The address of a listing photo resized to a width: `/media/listing-photo?src={encoded src}&w={width}`. */
export function listingPhotoUrl(src: string, width: ListingPhotoWidth): string {
  return `${LISTING_PHOTO_PATH}?src=${encodeURIComponent(src)}&w=${width}`;
}

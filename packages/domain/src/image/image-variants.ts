import { imageExtension, type ImageMimeType } from './image-type.ts';

/** The widths (pixels) of the WebP variants made of every upload, smallest first. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** The path under which the site serves library files: `/media/images/{key}`. */
export const IMAGE_FILES_PATH = '/media/images';

/**
 * The widths to make of a picture `originalWidth` pixels wide: every standard width narrower
 * than it, plus the original width itself when it is under the largest standard width, so no
 * variant is ever enlarged and the largest keeps every pixel there is (up to 1920).
 */
export function variantWidths(originalWidth: number): number[] {
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? 1920;
  const top = Math.min(Math.max(1, Math.floor(originalWidth)), largest);
  return [...IMAGE_VARIANT_WIDTHS.filter((width) => width < top), top];
}

/** The height of a variant `width` pixels wide, keeping the original's proportions (at least 1 pixel). */
export function variantHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/** Where an upload's original file is kept: `{imageId}/original.{ext}`. */
export function imageOriginalKey(imageId: string, type: ImageMimeType): string {
  return `${imageId}/original.${imageExtension(type)}`;
}

/** Where a WebP variant is kept: `{imageId}/{width}.webp`. */
export function imageVariantKey(imageId: string, width: number): string {
  return `${imageId}/${width}.webp`;
}

/** The folder of every file of one image (its original and its variants). */
export function imageFolder(imageId: string): string {
  return `${imageId}/`;
}

/** The public address of a stored file: `/media/images/{key}`. */
export function imageFileUrl(key: string): string {
  return `${IMAGE_FILES_PATH}/${key}`;
}

/**
 * The text every address of one image's files contains (`/media/images/{imageId}/`), which is
 * how a content record that shows the picture is found.
 */
export function imageUrlMarker(imageId: string): string {
  return `${IMAGE_FILES_PATH}/${imageFolder(imageId)}`;
}

/** A library variant's address: `/media/images/{uuid}/{width}.webp`. */
const VARIANT_ADDRESS =
  /^\/media\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([1-9]\d{0,3})\.webp$/i;

/**
 * The `srcset` of a picture shown by the address of one of its library variants, or undefined for any other address.
 * The variants narrower than the one named always exist (every upload gets each standard width below its own), so
 * the set is read from the address alone: `/media/images/{id}/1280.webp` gives 320, 640, 960 and 1280 w.
 */
export function librarySrcSet(url: string): string | undefined {
  const match = VARIANT_ADDRESS.exec(url);
  const width = Number(match?.[2]);
  if (match === null || width > (IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? 1920)) return undefined;
  const widths = variantWidths(width);
  if (widths.length < 2) return undefined;
  return widths.map((each) => `${imageFileUrl(imageVariantKey(match[1] ?? '', each))} ${String(each)}w`).join(', ');
}

import type { ImageRecord } from './image-record.ts';
import { imageFileUrl, variantHeight } from './image-variants.ts';

/** How wide a library picture is put into rich text: the text column, half of it, or the picture's own size. */
export const RICH_TEXT_IMAGE_SIZES = ['full', 'half', 'original'] as const;
export type RichTextImageSize = (typeof RICH_TEXT_IMAGE_SIZES)[number];

export const RICH_TEXT_IMAGE_SIZE_LABELS: Readonly<Record<RichTextImageSize, string>> = {
  full: 'Full width',
  half: 'Half width',
  original: 'Original size',
};

/** The width (CSS pixels) of the text column of an article or community page, where rich text is shown. */
export const RICH_TEXT_COLUMN_WIDTH = 720;

/** The most pixels a variant is wider than the picture is shown, so it stays sharp on high-density screens. */
const SHARPNESS = 2;

/** A picture as rich text writes it: `<img src alt width height>`, the only attributes the policy keeps. */
export interface RichTextImage {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

type SizedImage = Pick<ImageRecord, 'width' | 'height' | 'variants' | 'originalKey'>;

/** The widest picture the library serves of an image: its largest variant, or the original when it has none. */
function servedWidth(image: SizedImage): number {
  return image.variants[image.variants.length - 1]?.width ?? image.width;
}

/**
 * The width a picture is shown at for a size: the text column (full), half of it, or the widest file the library
 * serves (original); never wider than that file, so a small picture is never enlarged.
 */
export function richTextImageWidth(image: SizedImage, size: RichTextImageSize): number {
  const widest = servedWidth(image);
  if (size === 'original') return Math.min(widest, 9999);
  const column = size === 'full' ? RICH_TEXT_COLUMN_WIDTH : RICH_TEXT_COLUMN_WIDTH / 2;
  return Math.max(1, Math.min(widest, column));
}

/**
 * A library picture as rich text: the smallest variant at least twice as wide as it is shown (the largest when none
 * is; the original when the picture has no variants), the width of the size chosen and the height that keeps the
 * picture's proportions.
 */
export function richTextImage(image: SizedImage, size: RichTextImageSize, alt: string): RichTextImage {
  const width = richTextImageWidth(image, size);
  const wanted = Math.min(width * SHARPNESS, servedWidth(image));
  const variant = image.variants.find((candidate) => candidate.width >= wanted) ?? image.variants.at(-1);
  return {
    src: imageFileUrl(variant?.key ?? image.originalKey),
    alt: alt.trim(),
    width,
    height: Math.min(9999, variantHeight(image, width)),
  };
}

/** The size a picture's width stands for (the first that gives it), or null when none does (typed by hand). */
export function richTextImageSizeOf(image: SizedImage, width: number): RichTextImageSize | null {
  return RICH_TEXT_IMAGE_SIZES.find((size) => richTextImageWidth(image, size) === width) ?? null;
}

import type { ImageMimeType } from './image-type.ts';
import { imageFileUrl } from './image-variants.ts';

/** One WebP variant of an image, at one width. */
export interface ImageVariant {
  readonly width: number;
  readonly height: number;
  /** Where the file is stored (`{imageId}/{width}.webp`). */
  readonly key: string;
  readonly byteSize: number;
}

/** A picture of the image library: its original file, its variants and its alt text. */
export interface ImageRecord {
  readonly id: string;
  /** The name the file had when it was uploaded. */
  readonly fileName: string;
  /** What the picture shows, for people who cannot see it. */
  readonly alt: string;
  /** The original's format, judged by its content. */
  readonly contentType: ImageMimeType;
  readonly byteSize: number;
  readonly width: number;
  readonly height: number;
  readonly originalKey: string;
  /** Smallest first. */
  readonly variants: readonly ImageVariant[];
  /** The email of who uploaded it. */
  readonly uploadedBy: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** An image record before it is stored (the id is chosen first: the files are stored under it). */
export type NewImageRecord = Omit<ImageRecord, 'createdAt' | 'updatedAt'>;

/** The address of an image's largest variant: what a page shows by default. */
export function imageDisplayUrl(image: Pick<ImageRecord, 'variants' | 'originalKey'>): string {
  const largest = image.variants[image.variants.length - 1];
  return imageFileUrl(largest?.key ?? image.originalKey);
}

/** A `srcset` of an image's variants ("/media/images/…/320.webp 320w, …"). */
export function imageSrcSet(image: Pick<ImageRecord, 'variants'>): string {
  return image.variants.map((variant) => `${imageFileUrl(variant.key)} ${variant.width}w`).join(', ');
}

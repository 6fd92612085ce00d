import type { ShrinkLimits } from './image-size-rules.ts';
import type { CropRectangle } from './picture-crop.ts';

/** The size of a picture, read from its content. */
export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

/** A variant as made: its WebP bytes and its size. */
export interface ImageVariantFile extends ImageDimensions {
  readonly bytes: Uint8Array;
}

/** A cut of a picture made for one box (the link-preview share image). */
export interface CroppedImageFile extends ImageDimensions {
  readonly bytes: Uint8Array;
  /** The file's media type (JPEG from sharp, for every link-preview reader). */
  readonly contentType: string;
}

/** Reads pictures and makes their web variants (sharp in production). */
export interface ImageProcessor {
  /** The picture's width and height as it is shown (EXIF orientation applied), or null when the bytes cannot be read as
   * a picture. */
  dimensions(bytes: Uint8Array): Promise<ImageDimensions | null>;
  /**
   * The picture as WebP at each width, upright (EXIF orientation applied), proportions kept,
   * metadata stripped, in the order given (for an animated GIF: its first frame).
   */
  webpVariants(bytes: Uint8Array, widths: readonly number[]): Promise<ImageVariantFile[]>;
  /**
   * The picture as the library stores and serves its original: the same format and shown size,
   * turned upright (EXIF orientation applied) and then stripped of every metadata block (EXIF with
   * its GPS position, XMP, IPTC, comments), so no camera or location data is published; an
   * animated GIF keeps its frames. A picture that cannot be read is a ValidationError on `file`.
   */
  strippedOriginal(bytes: Uint8Array): Promise<Uint8Array>;
  /**
   * The picture made small enough to store (see `needsShrinking`): upright, every metadata block
   * stripped as in `strippedOriginal`, resized so its long side is at most `limits.maxLongSide`
   * (never enlarged) and written again in its own format (JPEG and WebP at quality 82) so the file
   * is at most `limits.maxBytes`; when it is still larger, it is made smaller step by step. A
   * picture that cannot be read is a ValidationError on `file`.
   */
  shrunkOriginal(bytes: Uint8Array, limits: ShrinkLimits): Promise<Uint8Array>;
  /** Whether the picture carries camera or location metadata (EXIF, XMP, IPTC, text comments); false when it cannot be
   * read as a picture. */
  carriesMetadata(bytes: Uint8Array): Promise<boolean>;
  /**
   * The rectangle `crop` of the picture (upright, in its shown pixels) scaled to exactly `size`, without metadata (the
   * share image: 1200×630 around a focal point, ADR 0045). A picture that cannot be read is a ValidationError on
   * `file`.
   */
  cropped(bytes: Uint8Array, crop: CropRectangle, size: ImageDimensions): Promise<CroppedImageFile>;
}

/** The size of a picture, read from its content. */
export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

/** A variant as made: its WebP bytes and its size. */
export interface ImageVariantFile extends ImageDimensions {
  readonly bytes: Uint8Array;
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
}

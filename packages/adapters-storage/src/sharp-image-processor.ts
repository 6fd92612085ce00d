import sharp from 'sharp';
import {
  type SvgRasterizer,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_UPLOAD_PIXELS,
  ValidationError,
  shrunkDimensions,
  sniffImageType,
  variantHeight,
  type ShrinkLimits,
  type CropRectangle,
  type CroppedImageFile,
  type ImageDimensions,
  type ImageProcessor,
  type ImageVariantFile,
} from '@app/domain';
import { DrawingCache } from './drawing-cache.ts';

/** JPEG quality of a share image: every link-preview reader takes JPEG; a 1200×630 photo stays near 100 KB. */
export const SHARE_JPEG_QUALITY = 82;

/** WebP quality of the variants: photographs stay sharp at about a tenth of a JPEG's size. */
export const WEBP_QUALITY = 80;

/**
 * How an original is written again in its own format once upright and stripped: lossy formats at
 * a quality high enough that a second encoding shows no loss, lossless ones losslessly, AVIF at a
 * low effort (its encoder is slow; the file stays a faithful copy).
 */
function encodeOriginal(image: sharp.Sharp, format: keyof sharp.FormatEnum | undefined): sharp.Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: false });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 92 });
    case 'heif':
      return image.avif({ quality: 70, effort: 2 });
    case 'gif':
      return image.gif();
    default:
      throw unreadable();
  }
}

/** JPEG and WebP quality of a shrunk original: a phone photo of 20 MB and more comes out at a few MB, no loss seen. */
export const SHRUNK_QUALITY = 82;

/** How a shrunk original is written in its own format: lossy ones at quality 82, lossless ones losslessly. */
function encodeShrunk(image: sharp.Sharp, format: keyof sharp.FormatEnum | undefined): sharp.Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: SHRUNK_QUALITY, mozjpeg: false });
    case 'webp':
      return image.webp({ quality: SHRUNK_QUALITY });
    case 'heif':
      return image.avif({ quality: 60, effort: 2 });
    default:
      return encodeOriginal(image, format);
  }
}

/** How many times a shrunk original still over the byte limit is made smaller again. */
const SHRINK_ATTEMPTS = 6;

const tooLargeToStore = () =>
  new ValidationError([{ field: 'file', message: 'The picture could not be made small enough to store' }]);

const unreadable = () =>
  new ValidationError([{ field: 'file', message: 'The picture could not be read (the file may be damaged)' }]);

/** EXIF orientations 5 to 8 turn the picture a quarter: its shown width is its stored height. */
function shownSize(metadata: sharp.Metadata): ImageDimensions | null {
  if (metadata.width === undefined || metadata.height === undefined) return null;
  const turned = (metadata.orientation ?? 1) >= 5;
  return turned
    ? { width: metadata.height, height: metadata.width }
    : { width: metadata.width, height: metadata.height };
}

/**
 * How the demo pictures are drawn: JPEG at quality 85 (ADR 0048) on white. libjpeg-turbo, not mozjpeg: the library
 * writes the stored original again anyway (`strippedOriginal`), and mozjpeg took 100-190 ms more of the 200-400 ms a
 * demo picture took to draw and encode (ADR 0058). Part of a kept drawing's recipe, so a change here draws anew.
 */
const RASTER_ENCODING = { background: '#ffffff', jpeg: { quality: 85, mozjpeg: false } } as const;

export interface SharpImageProcessorOptions {
  /** A folder where each SVG drawing made is kept, so one machine makes it only once (`DrawingCache`, ADR 0058). */
  readonly drawingCacheFolder?: string;
}

/**
 * The ImageProcessor on sharp (libvips). Only files whose content is an accepted format are read
 * (sharp also reads SVG, TIFF and more, which the library refuses). Variants are decoded once,
 * turned upright by their EXIF orientation, resized to the exact size the domain computes,
 * written as WebP without metadata (no camera or location data leaves the server); decoding
 * stops at the library's pixel limit, and an animated GIF gives its first frame. The stored
 * original is written again in its own format, upright and without metadata too (sharp keeps none
 * unless asked: no EXIF, GPS, XMP, IPTC or ICC profile; colours are converted to sRGB).
 */
export class SharpImageProcessor implements ImageProcessor, SvgRasterizer {
  readonly #drawings: DrawingCache | null;

  constructor(options: SharpImageProcessorOptions = {}) {
    this.#drawings = options.drawingCacheFolder === undefined ? null : new DrawingCache(options.drawingCacheFolder);
  }

  /** The SVG drawn at its own density, resized to `width` (proportions kept), as a JPEG ({@link RASTER_ENCODING}). */
  async rasterizedSvg(svg: string, width: number): Promise<Uint8Array> {
    const draw = async () =>
      new Uint8Array(
        await sharp(Buffer.from(svg, 'utf8'), { failOn: 'error' })
          .resize({ width })
          .flatten({ background: RASTER_ENCODING.background })
          .jpeg(RASTER_ENCODING.jpeg)
          .toBuffer(),
      );
    if (this.#drawings === null) return draw();
    const recipe = JSON.stringify({ libvips: sharp.versions.vips, ...RASTER_ENCODING, width, svg });
    return this.#drawings.drawing(recipe, draw);
  }

  async dimensions(bytes: Uint8Array): Promise<ImageDimensions | null> {
    if (sniffImageType(bytes) === null) return null;
    try {
      return shownSize(await sharp(bytes).metadata());
    } catch {
      return null;
    }
  }

  async strippedOriginal(bytes: Uint8Array): Promise<Uint8Array> {
    if (sniffImageType(bytes) === null) throw unreadable();
    try {
      const input = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', animated: true });
      const { format, pages = 1 } = await input.metadata();
      // An animated picture has no EXIF orientation to apply (and sharp turns no multi-page image).
      const upright = pages > 1 ? input : input.rotate();
      return new Uint8Array(await encodeOriginal(upright, format).toBuffer());
    } catch {
      throw unreadable();
    }
  }

  async shrunkOriginal(bytes: Uint8Array, limits: ShrinkLimits): Promise<Uint8Array> {
    if (sniffImageType(bytes) === null) throw unreadable();
    try {
      const input = sharp(bytes, { limitInputPixels: IMAGE_MAX_UPLOAD_PIXELS, failOn: 'error', animated: true });
      const metadata = await input.metadata();
      const animated = (metadata.pages ?? 1) > 1;
      const size = shownSize({ ...metadata, height: metadata.pageHeight ?? metadata.height });
      if (size === null) throw unreadable();
      let longSide = Math.min(limits.maxLongSide, Math.max(size.width, size.height));
      for (let attempt = 0; attempt < SHRINK_ATTEMPTS; attempt += 1) {
        const target = shrunkDimensions(size, longSide);
        // An animated picture keeps its frames (sharp resizes each) and has no EXIF orientation to apply.
        const resized = animated
          ? input.clone().resize({ width: target.width })
          : input.clone().rotate().resize({ width: target.width, height: target.height, fit: 'fill' });
        const written = await encodeShrunk(resized, metadata.format).toBuffer();
        if (written.length <= limits.maxBytes) return new Uint8Array(written);
        // The file size follows the pixel count: shrink the sides by the square root of the excess, with a margin.
        longSide = Math.max(1, Math.floor(longSide * Math.sqrt(limits.maxBytes / written.length) * 0.9));
      }
      throw tooLargeToStore();
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      throw unreadable();
    }
  }

  async carriesMetadata(bytes: Uint8Array): Promise<boolean> {
    if (sniffImageType(bytes) === null) return false;
    try {
      const { exif, xmp, iptc, comments } = await sharp(bytes).metadata();
      return exif !== undefined || xmp !== undefined || iptc !== undefined || (comments?.length ?? 0) > 0;
    } catch {
      return false;
    }
  }

  async webpVariants(bytes: Uint8Array, widths: readonly number[]): Promise<ImageVariantFile[]> {
    const size = await this.dimensions(bytes);
    if (size === null) throw unreadable();
    const upright = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
    try {
      return await Promise.all(
        widths.map(async (width) => {
          const height = variantHeight(size, width);
          const { data, info } = await upright
            .clone()
            .resize({ width, height, fit: 'fill' })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer({ resolveWithObject: true });
          return { width: info.width, height: info.height, bytes: new Uint8Array(data) };
        }),
      );
    } catch {
      throw unreadable();
    }
  }

  async cropped(bytes: Uint8Array, crop: CropRectangle, size: ImageDimensions): Promise<CroppedImageFile> {
    if (sniffImageType(bytes) === null) throw unreadable();
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
        .rotate()
        .extract(crop)
        .resize({ width: size.width, height: size.height, fit: 'fill' })
        .jpeg({ quality: SHARE_JPEG_QUALITY, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, bytes: new Uint8Array(data), contentType: 'image/jpeg' };
    } catch {
      throw unreadable();
    }
  }
}

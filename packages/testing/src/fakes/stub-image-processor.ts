import {
  ValidationError,
  shrunkDimensions,
  type CropRectangle,
  type CroppedImageFile,
  type ImageDimensions,
  type ImageProcessor,
  type ImageVariantFile,
  type ShrinkLimits,
} from '@app/domain';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const unreadable = () => new ValidationError([{ field: 'file', message: 'The file could not be read as a picture' }]);

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

function readUint24LE(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
}

/** PNG chunks that carry metadata rather than pixels: EXIF (with any GPS position), text, modification time. */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/** A PNG file without its metadata chunks (every chunk is length, type, data and CRC). */
function pngWithoutMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE.length)];
  for (let at = PNG_SIGNATURE.length; at + 8 <= bytes.length;) {
    const end = at + 12 + view.getUint32(at);
    if (!PNG_METADATA_CHUNKS.has(ascii(bytes, at + 4, 4))) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return Uint8Array.from(kept.flatMap((chunk) => [...chunk]));
}

/** A WebP file header (RIFF, VP8X chunk) stating the canvas size; enough for sniffing and for `dimensions`. */
function webpHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(30);
  bytes.set(
    [...'RIFF'].map((char) => char.charCodeAt(0)),
    0,
  );
  bytes.set([22, 0, 0, 0], 4);
  bytes.set(
    [...'WEBPVP8X'].map((char) => char.charCodeAt(0)),
    8,
  );
  bytes.set([10, 0, 0, 0], 16);
  for (const [at, value] of [
    [24, width - 1],
    [27, height - 1],
  ] as const)
    bytes.set([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff], at);
  return bytes;
}

/** A PNG of only its signature, header (IHDR, stating the size) and end chunks: enough for sniffing and its size. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(PNG_SIGNATURE.length + 25 + 12);
  const view = new DataView(bytes.buffer);
  bytes.set(PNG_SIGNATURE, 0);
  view.setUint32(8, 13);
  bytes.set(
    [...'IHDR'].map((char) => char.charCodeAt(0)),
    12,
  );
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  bytes.set(
    [...'IEND'].map((char) => char.charCodeAt(0)),
    37,
  );
  return bytes;
}

/**
 * An ImageProcessor for use-case and route tests, without an image library: it reads the size of
 * PNG files (their IHDR) and of the WebP headers it writes, and "makes" variants as bare WebP
 * headers of the right size (a crop too: a WebP header of the asked size, once the rectangle is checked to lie inside
 * the picture); a stripped original is the PNG without its metadata chunks (the WebP
 * headers it writes carry none); a shrunk original is a bare PNG or WebP header of the shrunk size.
 * Anything else reads as not a picture. The real adapter is sharp's.
 */
export class StubImageProcessor implements ImageProcessor {
  async dimensions(bytes: Uint8Array): Promise<ImageDimensions | null> {
    if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) && ascii(bytes, 12, 4) === 'IHDR') {
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return { width: view.getUint32(16), height: view.getUint32(20) };
    }
    if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 8) === 'WEBPVP8X')
      return { width: readUint24LE(bytes, 24) + 1, height: readUint24LE(bytes, 27) + 1 };
    return null;
  }

  async strippedOriginal(bytes: Uint8Array): Promise<Uint8Array> {
    if ((await this.dimensions(bytes)) === null) throw unreadable();
    return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) ? pngWithoutMetadata(bytes) : bytes.slice();
  }

  async shrunkOriginal(bytes: Uint8Array, limits: ShrinkLimits): Promise<Uint8Array> {
    const size = await this.dimensions(bytes);
    if (size === null) throw unreadable();
    const shrunk = shrunkDimensions(size, limits.maxLongSide);
    const isPng = PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
    return isPng ? pngHeader(shrunk.width, shrunk.height) : webpHeader(shrunk.width, shrunk.height);
  }

  async carriesMetadata(bytes: Uint8Array): Promise<boolean> {
    if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return false;
    return pngWithoutMetadata(bytes).length !== bytes.length;
  }

  async webpVariants(bytes: Uint8Array, widths: readonly number[]): Promise<ImageVariantFile[]> {
    const size = await this.dimensions(bytes);
    if (size === null) throw unreadable();
    return widths.map((width) => {
      const height = Math.max(1, Math.round((size.height * width) / size.width));
      return { width, height, bytes: webpHeader(width, height) };
    });
  }

  async cropped(bytes: Uint8Array, crop: CropRectangle, size: ImageDimensions): Promise<CroppedImageFile> {
    const shown = await this.dimensions(bytes);
    if (shown === null) throw unreadable();
    if (crop.left < 0 || crop.top < 0 || crop.left + crop.width > shown.width || crop.top + crop.height > shown.height)
      throw new Error(`The crop ${JSON.stringify(crop)} lies outside the ${shown.width}×${shown.height} picture`);
    return { ...size, bytes: webpHeader(size.width, size.height), contentType: 'image/webp' };
  }
}

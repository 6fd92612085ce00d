import { ValidationError, type ImageDimensions, type ImageProcessor, type ImageVariantFile } from '@app/domain';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

function readUint24LE(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
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

/**
 * An ImageProcessor for use-case and route tests, without an image library: it reads the size of
 * PNG files (their IHDR) and of the WebP headers it writes, and "makes" variants as bare WebP
 * headers of the right size. Anything else reads as not a picture. The real adapter is sharp's.
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

  async webpVariants(bytes: Uint8Array, widths: readonly number[]): Promise<ImageVariantFile[]> {
    const size = await this.dimensions(bytes);
    if (size === null)
      throw new ValidationError([{ field: 'file', message: 'The file could not be read as a picture' }]);
    return widths.map((width) => {
      const height = Math.max(1, Math.round((size.height * width) / size.width));
      return { width, height, bytes: webpHeader(width, height) };
    });
  }
}

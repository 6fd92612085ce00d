import sharp from 'sharp';

/** The width the demo drawings are made at (their viewBox is 0 0 1200 800). */
const DRAWN_WIDTH = 1200;

/**
 * A demo drawing (SVG the server itself made, never a visitor's file) as a PNG `width` pixels
 * wide. SVG is vector, so it is drawn at that size rather than scaled from another raster; the
 * PNG is stored uncompressed because it only lives until it is turned into WebP.
 */
export async function rasterizeDemoPhoto(svg: string, width: number): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(svg), { density: (72 * width) / DRAWN_WIDTH })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return new Uint8Array(png);
}

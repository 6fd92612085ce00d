import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  IMAGE_FIXTURES,
  IMAGE_FIXTURE_SIZE,
  LANDSCAPE_SVG,
  imageProcessorContract,
  svgRasterizerContract,
} from '@app/testing';
import { IMAGE_MAX_BYTES, STORED_ORIGINAL_LIMITS } from '@app/domain';
import { SharpImageProcessor } from './sharp-image-processor.ts';

imageProcessorContract('SharpImageProcessor', () => new SharpImageProcessor());

/**
 * A photo as a phone writes it: stored sideways with EXIF orientation 6, the camera's make and the
 * GPS position where it was taken (Naples Pier) in its EXIF, and an XMP packet.
 */
async function phonePhoto(): Promise<Buffer> {
  const sideways = await sharp(IMAGE_FIXTURES.jpeg).rotate(-90).toBuffer();
  return sharp(sideways)
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '26/1 7/1 5/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '81/1 48/1 36/1',
        GPSMapDatum: 'WGS-84',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/><owner>Camera owner</owner></x:xmpmeta>')
    .jpeg()
    .toBuffer();
}

describe(SharpImageProcessor, () => {
  it('writes variants without the camera metadata of the original', async () => {
    const withExif = await sharp(IMAGE_FIXTURES.jpeg)
      .withExif({ IFD0: { Copyright: 'Camera owner', Make: 'PhoneCo' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const [variant] = await new SharpImageProcessor().webpVariants(new Uint8Array(withExif), [320]);
    expect((await sharp(variant?.bytes).metadata()).exif).toBeUndefined();
  });

  it('keeps the original of a phone photo upright, with no EXIF, GPS position or XMP left', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect([before.orientation, before.width, before.height]).toEqual([6, 525, 700]);
    expect(before.exif?.includes('WGS-84')).toBe(true);
    expect(before.exif?.includes('PhoneCo')).toBe(true);
    expect(before.xmp).toBeDefined();

    const original = Buffer.from(await new SharpImageProcessor().strippedOriginal(new Uint8Array(photo)));
    const after = await sharp(original).metadata();
    expect({ format: after.format, width: after.width, height: after.height }).toEqual({
      format: 'jpeg',
      ...IMAGE_FIXTURE_SIZE,
    });
    expect({ exif: after.exif, xmp: after.xmp, iptc: after.iptc, orientation: after.orientation }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      orientation: undefined,
    });
    for (const trace of ['Exif\0\0', 'WGS-84', 'PhoneCo', 'Camera owner', 'GPS'])
      expect(original.includes(trace)).toBe(false);
  });

  it('shrinks a noisy 6000 × 4000 JPEG of more than 10 MB to a 4000 px JPEG within 10 MB, without metadata', async () => {
    const width = 6000;
    const height = 4000;
    const noise = Buffer.alloc(width * height * 3);
    let seed = 17;
    for (let at = 0; at < noise.length; at += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      noise[at] = seed >>> 24;
    }
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .withExif({ IFD0: { Make: 'PhoneCo' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(IMAGE_MAX_BYTES);

    const shrunk = await new SharpImageProcessor().shrunkOriginal(new Uint8Array(photo), STORED_ORIGINAL_LIMITS);
    expect(shrunk.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    const after = await sharp(shrunk).metadata();
    expect({ format: after.format, width: after.width, height: after.height, exif: after.exif }).toEqual({
      format: 'jpeg',
      width: 4000,
      height: 2667,
      exif: undefined,
    });
  }, 60_000);

  it('shrinks an animated GIF with all its frames', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 80, height: 40, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#1a6ea0', '#f4b942'].map(frame));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    const shrunk = await new SharpImageProcessor().shrunkOriginal(new Uint8Array(animated), {
      maxLongSide: 40,
      maxBytes: 1 << 20,
    });
    const after = await sharp(shrunk).metadata();
    expect({ format: after.format, pages: after.pages, width: after.width, height: after.height }).toEqual({
      format: 'gif',
      pages: 2,
      width: 40,
      height: 20,
    });
  });

  it('keeps the frames of an animated GIF original', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 70, height: 50, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#1a6ea0', '#e8d8a8', '#f4b942'].map(frame));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0, delay: [200, 200, 200] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const original = await new SharpImageProcessor().strippedOriginal(new Uint8Array(animated));
    const after = await sharp(original).metadata();
    expect({ format: after.format, pages: after.pages, width: after.width, height: after.height }).toEqual({
      format: 'gif',
      pages: 3,
      width: 70,
      height: 50,
    });
  });
});

svgRasterizerContract('SharpImageProcessor', () => new SharpImageProcessor());

describe('SharpImageProcessor.rasterizedSvg', () => {
  it('draws the SVG at the width asked, proportions kept', async () => {
    const bytes = await new SharpImageProcessor().rasterizedSvg(LANDSCAPE_SVG, 600);
    expect(await new SharpImageProcessor().dimensions(bytes)).toEqual({ width: 600, height: 400 });
  });

  it('refuses what is not an SVG', async () => {
    await expect(new SharpImageProcessor().rasterizedSvg('not a picture', 600)).rejects.toThrow();
  });
});

describe('SharpImageProcessor.rasterizedSvg format', () => {
  it('writes a JPEG', async () => {
    const bytes = await new SharpImageProcessor().rasterizedSvg(LANDSCAPE_SVG, 300);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });
});

import { describe, expect, it } from 'vitest';
import { ValidationError, sniffImageType, type ImageProcessor } from '@app/domain';
import { IMAGE_FIXTURES, IMAGE_FIXTURE_SIZE, NOT_AN_IMAGE, pngWithTextChunk } from '../fixtures/image-fixtures.ts';

const FORMATS = ['png', 'jpeg', 'webp', 'avif', 'gif'] as const;

/** Declares the behaviour every ImageProcessor must have, on real pictures of each accepted format. */
export function imageProcessorContract(name: string, processor: () => ImageProcessor): void {
  describe(`ImageProcessor contract: ${name}`, () => {
    it.each(FORMATS)('reads the size of a %s picture', async (format) => {
      expect(await processor().dimensions(IMAGE_FIXTURES[format])).toEqual(IMAGE_FIXTURE_SIZE);
    });

    it('reads the size a photo is shown at, turned by its EXIF orientation', async () => {
      expect(await processor().dimensions(IMAGE_FIXTURES.rotatedJpeg)).toEqual(IMAGE_FIXTURE_SIZE);
    });

    it('answers null for bytes that are no picture', async () => {
      expect(await processor().dimensions(NOT_AN_IMAGE)).toBeNull();
      expect(await processor().dimensions(new Uint8Array([1, 2, 3]))).toBeNull();
    });

    it.each(FORMATS)('makes WebP variants of a %s picture at each width, proportions kept', async (format) => {
      const variants = await processor().webpVariants(IMAGE_FIXTURES[format], [320, 640, 700]);
      expect(variants.map(({ width, height }) => [width, height])).toEqual([
        [320, 240],
        [640, 480],
        [700, 525],
      ]);
      for (const variant of variants) {
        expect(sniffImageType(variant.bytes)).toBe('image/webp');
        expect(await processor().dimensions(variant.bytes)).toEqual({ width: variant.width, height: variant.height });
      }
    });

    it('makes variants upright from a photo stored sideways', async () => {
      const [variant] = await processor().webpVariants(IMAGE_FIXTURES.rotatedJpeg, [640]);
      expect(await processor().dimensions(variant?.bytes ?? new Uint8Array())).toEqual({ width: 640, height: 480 });
    });

    it.each(FORMATS)('keeps a %s original in its format and size, with no EXIF block', async (format) => {
      const original = await processor().strippedOriginal(IMAGE_FIXTURES[format]);
      expect(sniffImageType(original)).toBe(sniffImageType(IMAGE_FIXTURES[format]));
      expect(await processor().dimensions(original)).toEqual(IMAGE_FIXTURE_SIZE);
      expect(Buffer.from(original).includes('Exif\0\0')).toBe(false);
    });

    it('stores a photo taken sideways upright, its EXIF (orientation included) removed', async () => {
      expect(Buffer.from(IMAGE_FIXTURES.rotatedJpeg).includes('Exif\0\0')).toBe(true);
      const original = await processor().strippedOriginal(IMAGE_FIXTURES.rotatedJpeg);
      expect(Buffer.from(original).includes('Exif\0\0')).toBe(false);
      expect(await processor().dimensions(original)).toEqual(IMAGE_FIXTURE_SIZE);
    });

    it('strips the metadata chunks of a PNG', async () => {
      const tagged = pngWithTextChunk(IMAGE_FIXTURES.png, 'Comment', 'Taken at 26.142 N, 81.795 W');
      expect(await processor().dimensions(tagged)).toEqual(IMAGE_FIXTURE_SIZE);
      expect(Buffer.from(await processor().strippedOriginal(tagged)).includes('81.795 W')).toBe(false);
    });

    it('tells a picture with camera or location metadata from one without, a stripped original having none', async () => {
      const tagged = pngWithTextChunk(IMAGE_FIXTURES.png, 'Comment', 'Taken at 26.142 N, 81.795 W');
      expect(await processor().carriesMetadata(tagged)).toBe(true);
      expect(await processor().carriesMetadata(await processor().strippedOriginal(tagged))).toBe(false);
      expect(await processor().carriesMetadata(NOT_AN_IMAGE)).toBe(false);
    });

    it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
      'shrinks a %s picture to the long side asked, in its own format, proportions kept',
      async (format) => {
        const shrunk = await processor().shrunkOriginal(IMAGE_FIXTURES[format], {
          maxLongSide: 400,
          maxBytes: 10 << 20,
        });
        expect(sniffImageType(shrunk)).toBe(sniffImageType(IMAGE_FIXTURES[format]));
        expect(await processor().dimensions(shrunk)).toEqual({ width: 400, height: 300 });
      },
    );

    it('shrinks a photo stored sideways upright, its EXIF removed, and never enlarges', async () => {
      const shrunk = await processor().shrunkOriginal(IMAGE_FIXTURES.rotatedJpeg, {
        maxLongSide: 560,
        maxBytes: 10 << 20,
      });
      expect(await processor().dimensions(shrunk)).toEqual({ width: 560, height: 420 });
      expect(Buffer.from(shrunk).includes('Exif\0\0')).toBe(false);
      const kept = await processor().shrunkOriginal(IMAGE_FIXTURES.jpeg, { maxLongSide: 4000, maxBytes: 10 << 20 });
      expect(await processor().dimensions(kept)).toEqual(IMAGE_FIXTURE_SIZE);
    });

    it('makes the shrunk file fit the byte limit asked', async () => {
      const maxBytes = Math.floor(IMAGE_FIXTURES.jpeg.length / 3);
      const shrunk = await processor().shrunkOriginal(IMAGE_FIXTURES.jpeg, { maxLongSide: 4000, maxBytes });
      expect(shrunk.length).toBeLessThanOrEqual(maxBytes);
      expect(sniffImageType(shrunk)).toBe('image/jpeg');
    });

    it.each(FORMATS)('crops a %s picture to a rectangle and scales it to the asked size', async (format) => {
      const crop = { left: 100, top: 50, width: 400, height: 210 };
      const made = await processor().cropped(IMAGE_FIXTURES[format], crop, { width: 1200, height: 630 });
      expect({ width: made.width, height: made.height }).toEqual({ width: 1200, height: 630 });
      expect(sniffImageType(made.bytes)).toBe(made.contentType);
      expect(await processor().dimensions(made.bytes)).toEqual({ width: 1200, height: 630 });
      expect(Buffer.from(made.bytes).includes('Exif\0\0')).toBe(false);
    });

    it('crops a photo stored sideways in its upright pixels', async () => {
      const crop = { left: 0, top: 0, width: 640, height: 336 };
      const made = await processor().cropped(IMAGE_FIXTURES.rotatedJpeg, crop, { width: 1200, height: 630 });
      expect(await processor().dimensions(made.bytes)).toEqual({ width: 1200, height: 630 });
    });

    it('refuses a damaged picture with a validation error', async () => {
      const damaged = IMAGE_FIXTURES.png.subarray(0, 120);
      await expect(processor().webpVariants(damaged, [320])).rejects.toBeInstanceOf(ValidationError);
      await expect(processor().strippedOriginal(damaged)).rejects.toBeInstanceOf(ValidationError);
      await expect(
        processor().shrunkOriginal(damaged, { maxLongSide: 400, maxBytes: 10 << 20 }),
      ).rejects.toBeInstanceOf(ValidationError);
      await expect(
        processor().cropped(damaged, { left: 0, top: 0, width: 10, height: 10 }, { width: 20, height: 20 }),
      ).rejects.toBeInstanceOf(ValidationError);
    });
  });
}

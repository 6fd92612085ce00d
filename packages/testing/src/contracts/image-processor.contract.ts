import { describe, expect, it } from 'vitest';
import { ValidationError, sniffImageType, type ImageProcessor } from '@app/domain';
import { IMAGE_FIXTURES, IMAGE_FIXTURE_SIZE, NOT_AN_IMAGE } from '../fixtures/image-fixtures.ts';

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

    it('refuses a damaged picture with a validation error', async () => {
      const damaged = IMAGE_FIXTURES.png.subarray(0, 120);
      await expect(processor().webpVariants(damaged, [320])).rejects.toBeInstanceOf(ValidationError);
    });
  });
}

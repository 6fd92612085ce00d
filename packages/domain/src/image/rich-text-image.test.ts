import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { richTextAttributes } from '../content/rich-text-policy.ts';
import {
  RICH_TEXT_COLUMN_WIDTH,
  RICH_TEXT_IMAGE_SIZES,
  richTextImage,
  richTextImageSizeOf,
  richTextImageWidth,
} from './rich-text-image.ts';
import { imageFileUrl, imageOriginalKey, imageVariantKey, variantHeight, variantWidths } from './image-variants.ts';

const ID = '6a1e4d7c-2b3f-4c5d-8e9f-0a1b2c3d4e5f';

function libraryImage(width: number, height: number) {
  return {
    width,
    height,
    originalKey: imageOriginalKey(ID, 'image/jpeg'),
    variants: variantWidths(width).map((each) => ({
      width: each,
      height: variantHeight({ width, height }, each),
      key: imageVariantKey(ID, each),
      byteSize: 100,
    })),
  };
}

const anyImage = fc
  .tuple(fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 8000 }))
  .map(([width, height]) => libraryImage(width, height));

describe(richTextImage, () => {
  it('writes a 4000 × 3000 photo at the column width from the variant sharp enough for it', () => {
    const photo = libraryImage(4000, 3000);
    expect(richTextImage(photo, 'full', ' Naples Pier at dawn ')).toEqual({
      src: `/media/images/${ID}/1920.webp`,
      alt: 'Naples Pier at dawn',
      width: 720,
      height: 540,
    });
    expect(richTextImage(photo, 'half', 'Pier')).toEqual({
      src: `/media/images/${ID}/960.webp`,
      alt: 'Pier',
      width: 360,
      height: 270,
    });
    expect(richTextImage(photo, 'original', 'Pier')).toMatchObject({ width: 1920, height: 1440 });
  });

  it('never enlarges a small picture', () => {
    const small = libraryImage(300, 200);
    expect(richTextImage(small, 'full', 'Dock')).toEqual({
      src: `/media/images/${ID}/300.webp`,
      alt: 'Dock',
      width: 300,
      height: 200,
    });
  });

  it('uses the original file of a picture without variants', () => {
    const bare = { width: 800, height: 600, originalKey: imageOriginalKey(ID, 'image/png'), variants: [] };
    expect(richTextImage(bare, 'half', 'Bay').src).toBe(imageFileUrl(imageOriginalKey(ID, 'image/png')));
  });

  it('is a picture the rich-text policy keeps as it is, in its proportions, half ≤ full ≤ original (property)', () => {
    fc.assert(
      fc.property(anyImage, fc.constantFrom(...RICH_TEXT_IMAGE_SIZES), (image, size) => {
        const written = richTextImage(image, size, 'Gulf view');
        const attributes = {
          src: written.src,
          alt: written.alt,
          width: String(written.width),
          height: String(written.height),
        };
        expect(richTextAttributes('img', attributes)).toEqual(attributes);
        expect(image.variants.some((variant) => imageFileUrl(variant.key) === written.src)).toBe(true);
        expect(written.width).toBeLessThanOrEqual(image.variants.at(-1)?.width ?? image.width);
        expect(Math.abs(written.height - Math.max(1, (image.height * written.width) / image.width))).toBeLessThan(1);
        if (size !== 'original') expect(written.width).toBeLessThanOrEqual(RICH_TEXT_COLUMN_WIDTH);
        expect(richTextImageWidth(image, 'half')).toBeLessThanOrEqual(richTextImageWidth(image, 'full'));
        expect(richTextImageWidth(image, 'full')).toBeLessThanOrEqual(richTextImageWidth(image, 'original'));
      }),
    );
  });

  it('takes a variant at least twice the shown width when there is one (property)', () => {
    fc.assert(
      fc.property(anyImage, fc.constantFrom(...RICH_TEXT_IMAGE_SIZES), (image, size) => {
        const written = richTextImage(image, size, 'Gulf view');
        const variant = image.variants.find((each) => imageFileUrl(each.key) === written.src);
        const widest = image.variants.at(-1)?.width ?? 0;
        expect(variant?.width).toBeGreaterThanOrEqual(Math.min(written.width * 2, widest));
      }),
    );
  });
});

describe(richTextImageSizeOf, () => {
  it('finds the size a width was written with, or none for a width typed by hand', () => {
    const photo = libraryImage(4000, 3000);
    expect(richTextImageSizeOf(photo, 720)).toBe('full');
    expect(richTextImageSizeOf(photo, 360)).toBe('half');
    expect(richTextImageSizeOf(photo, 1920)).toBe('original');
    expect(richTextImageSizeOf(photo, 500)).toBeNull();
  });

  it('gives back the size of every written picture, or a size of the same width (property)', () => {
    fc.assert(
      fc.property(anyImage, fc.constantFrom(...RICH_TEXT_IMAGE_SIZES), (image, size) => {
        const found = richTextImageSizeOf(image, richTextImage(image, size, 'x').width);
        expect(found === null ? null : richTextImageWidth(image, found)).toBe(richTextImageWidth(image, size));
      }),
    );
  });
});

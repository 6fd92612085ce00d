import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  IMAGE_VARIANT_WIDTHS,
  imageFileUrl,
  imageOriginalKey,
  imageUrlMarker,
  imageVariantKey,
  librarySrcSet,
  variantHeight,
  variantWidths,
} from './image-variants.ts';

describe(variantWidths, () => {
  it('makes every standard width below the original, plus the original up to 1920', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('never enlarges, never repeats, ends at min(original, 1920) (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (width) => {
        const widths = variantWidths(width);
        expect(widths.length).toBeGreaterThan(0);
        expect(widths.every((each) => each <= width)).toBe(true);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
        expect(new Set(widths).size).toBe(widths.length);
        expect(widths[widths.length - 1]).toBe(Math.min(width, 1920));
        expect(IMAGE_VARIANT_WIDTHS.filter((standard) => standard < Math.min(width, 1920))).toEqual(
          widths.slice(0, -1),
        );
      }),
    );
  });
});

describe(variantHeight, () => {
  it('keeps the proportions', () => {
    expect(variantHeight({ width: 1600, height: 1200 }, 640)).toBe(480);
    expect(variantHeight({ width: 5000, height: 1 }, 320)).toBe(1);
  });

  it('stays within one pixel of the exact ratio (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1920 }),
        (width, height, target) => {
          const exact = (height * target) / width;
          expect(Math.abs(variantHeight({ width, height }, target) - Math.max(1, exact))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('image file keys and addresses', () => {
  const id = '6a1e4d7c-2b3f-4c5d-8e9f-0a1b2c3d4e5f';

  it('keeps every file of an image in its own folder, found by one marker', () => {
    expect(imageOriginalKey(id, 'image/jpeg')).toBe(`${id}/original.jpg`);
    expect(imageVariantKey(id, 640)).toBe(`${id}/640.webp`);
    expect(imageFileUrl(imageVariantKey(id, 640))).toBe(`/media/images/${id}/640.webp`);
    expect(imageFileUrl(imageOriginalKey(id, 'image/png')).startsWith(imageUrlMarker(id))).toBe(true);
  });
});

describe(librarySrcSet, () => {
  const ID = '0f8b7c2e-1d3a-4e5f-9a6b-7c8d9e0f1a2b';

  it('lists the variants up to the one the address names', () => {
    expect(librarySrcSet(`/media/images/${ID}/1200.webp`)).toBe(
      [320, 640, 960, 1200].map((width) => `/media/images/${ID}/${String(width)}.webp ${String(width)}w`).join(', '),
    );
    expect(librarySrcSet(`/media/images/${ID}/640.webp`)).toBe(
      `/media/images/${ID}/320.webp 320w, /media/images/${ID}/640.webp 640w`,
    );
  });

  it('has nothing for other addresses, an original, the smallest variant or a width no variant has', () => {
    for (const url of [
      '/media/demo/pier/3.svg',
      `/media/images/${ID}/original.jpg`,
      `/media/images/${ID}/320.webp`,
      `/media/images/${ID}/2400.webp`,
      `https://cdn.example.com/media/images/${ID}/1280.webp`,
      `/media/images/not-an-id/1280.webp`,
    ])
      expect(librarySrcSet(url)).toBeUndefined();
  });

  it('names only variants an upload of that width has, widest last (property)', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 1920 }),
        (id, original, pick) => {
          const made = variantWidths(original);
          const shown = made.find((width) => width >= pick) ?? made[made.length - 1] ?? 1;
          const srcSet = librarySrcSet(`/media/images/${id}/${String(shown)}.webp`);
          const widths = (srcSet ?? '')
            .split(', ')
            .filter(Boolean)
            .map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
          for (const width of widths) expect(made).toContain(width);
          if (srcSet !== undefined) expect(widths.at(-1)).toBe(shown);
          expect(widths).toEqual([...widths].sort((a, b) => a - b));
        },
      ),
    );
  });
});

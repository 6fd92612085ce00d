import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_LONG_SIDE,
  isSmallPicture,
  needsShrinking,
  shrunkDimensions,
  shrunkMessage,
  smallPictureWarning,
} from './image-size-rules.ts';
import { IMAGE_MAX_BYTES, IMAGE_MAX_UPLOAD_BYTES } from './image-upload-rules.ts';

const MB = 1024 * 1024;
const side = fc.integer({ min: 1, max: 20_000 });

describe(needsShrinking, () => {
  it('shrinks a file over 10 MB or a picture wider or taller than 4000 px, nothing else', () => {
    expect(needsShrinking(23.4 * MB, { width: 4000, height: 3000 })).toBe(true);
    expect(needsShrinking(3 * MB, { width: 6000, height: 4000 })).toBe(true);
    expect(needsShrinking(3 * MB, { width: 3000, height: 4001 })).toBe(true);
    expect(needsShrinking(IMAGE_MAX_BYTES, { width: 4000, height: 4000 })).toBe(false);
    expect(IMAGE_MAX_UPLOAD_BYTES).toBe(40 * MB);
  });
});

describe(shrunkDimensions, () => {
  it('fits the long side into the limit, proportions kept', () => {
    expect(shrunkDimensions({ width: 6000, height: 4000 }, 4000)).toEqual({ width: 4000, height: 2667 });
    expect(shrunkDimensions({ width: 3024, height: 4032 }, 4000)).toEqual({ width: 3000, height: 4000 });
    expect(shrunkDimensions({ width: 800, height: 600 }, 4000)).toEqual({ width: 800, height: 600 });
  });

  it('never enlarges, never exceeds the limit and keeps the shape within a pixel (property)', () => {
    fc.assert(
      fc.property(side, side, (width, height) => {
        const shrunk = shrunkDimensions({ width, height }, IMAGE_MAX_LONG_SIDE);
        expect(Math.max(shrunk.width, shrunk.height)).toBeLessThanOrEqual(Math.max(IMAGE_MAX_LONG_SIDE, 0));
        expect(shrunk.width).toBeLessThanOrEqual(width);
        expect(shrunk.height).toBeLessThanOrEqual(height);
        expect(Math.min(shrunk.width, shrunk.height)).toBeGreaterThanOrEqual(1);
        const scale = shrunk.width / width;
        expect(Math.abs(height * scale - shrunk.height)).toBeLessThanOrEqual(1 + height / width);
      }),
    );
  });
});

describe(smallPictureWarning, () => {
  it('warns about an 8 × 8 picture and a 320 × 240 one, not about 800 × 600 either way round', () => {
    expect(smallPictureWarning({ width: 8, height: 8 })).toBe(
      'Small picture: 8 × 8 px; it will look blurry on a large screen',
    );
    expect(smallPictureWarning({ width: 320, height: 240 })).toBe(
      'Small picture: 320 × 240 px; it will look blurry on a large screen',
    );
    expect(smallPictureWarning({ width: 800, height: 600 })).toBeNull();
    expect(smallPictureWarning({ width: 600, height: 800 })).toBeNull();
  });

  it('warns exactly when the picture has fewer pixels than 800 × 600, naming its size (property)', () => {
    fc.assert(
      fc.property(side, side, (width, height) => {
        const warning = smallPictureWarning({ width, height });
        expect(warning !== null).toBe(width * height < 480_000);
        expect(isSmallPicture({ width, height })).toBe(warning !== null);
        if (warning !== null) expect(warning).toContain(`${width} × ${height} px`);
      }),
    );
  });

  it('warns about every picture that fits inside 799 × 599 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 799 }), fc.integer({ min: 1, max: 599 }), (width, height) => {
        expect(isSmallPicture({ width, height })).toBe(true);
        expect(isSmallPicture({ width: height, height: width })).toBe(true);
      }),
    );
  });
});

describe(shrunkMessage, () => {
  it('tells the sizes before and after', () => {
    expect(shrunkMessage(23.4 * MB, 3.1 * MB)).toBe('Shrunk from 23.4 MB to 3.1 MB');
  });
});

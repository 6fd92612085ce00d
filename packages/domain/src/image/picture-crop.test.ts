import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CENTRE,
  CROP_PRESETS,
  clampFocalPoint,
  cropRectangle,
  pictureFocus,
  pictureObjectPosition,
  readShareImageFocus,
  shareImageUrl,
  type CropPresetName,
} from './picture-crop.ts';

const presetNames = Object.keys(CROP_PRESETS) as CropPresetName[];
const anyNumber = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0.5, 1.5));
const unit = fc.double({ min: 0, max: 1, noNaN: true });

describe(clampFocalPoint, () => {
  it('keeps a point inside the picture and clamps one outside to the nearest edge', () => {
    expect(clampFocalPoint({ x: 0.3, y: 0.8 })).toEqual({ x: 0.3, y: 0.8 });
    expect(clampFocalPoint({ x: -2, y: 7 })).toEqual({ x: 0, y: 1 });
    expect(clampFocalPoint({ x: Number.NaN, y: 0.2 })).toEqual({ x: 0.5, y: 0.2 });
  });

  it('answers coordinates within 0..1 for any numbers (property)', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (x, y) => {
        const point = clampFocalPoint({ x, y });
        return point.x >= 0 && point.x <= 1 && point.y >= 0 && point.y <= 1;
      }),
    );
  });
});

describe(pictureObjectPosition, () => {
  it('is the centre without a focal point, and the point in percent with one', () => {
    expect(pictureFocus({})).toEqual(CENTRE);
    expect(pictureObjectPosition({})).toBe('50% 50%');
    expect(pictureObjectPosition({ focus: { x: 0.25, y: 0.125 } })).toBe('25% 12.5%');
    expect(pictureObjectPosition({ focus: { x: 3, y: -1 } })).toBe('100% 0%');
  });
});

describe(cropRectangle, () => {
  it('cuts a 600×750 portrait to 1200×630 around its focal point', () => {
    const share = CROP_PRESETS.share;
    expect(cropRectangle({ width: 600, height: 750 }, share, CENTRE)).toEqual({
      left: 0,
      top: 218,
      width: 600,
      height: 315,
    });
    expect(cropRectangle({ width: 600, height: 750 }, share, { x: 0.5, y: 0 })).toMatchObject({ top: 0 });
    expect(cropRectangle({ width: 600, height: 750 }, share, { x: 0.5, y: 1 })).toMatchObject({ top: 435 });
  });

  it('keeps the whole height of a wide picture for a headshot, centred on the face', () => {
    expect(cropRectangle({ width: 2000, height: 1000 }, CROP_PRESETS.headshot, { x: 0.2, y: 0.5 })).toEqual({
      left: 0,
      top: 0,
      width: 800,
      height: 1000,
    });
    expect(cropRectangle({ width: 2000, height: 1000 }, CROP_PRESETS.headshot, { x: 0.7, y: 0.5 })).toEqual({
      left: 1000,
      top: 0,
      width: 800,
      height: 1000,
    });
  });

  it('is a rectangle inside the image, of the preset shape to within a pixel, holding the focal point when it can (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12_000 }),
        fc.integer({ min: 1, max: 12_000 }),
        fc.constantFrom(...presetNames),
        unit,
        unit,
        (width, height, name, x, y) => {
          const preset = CROP_PRESETS[name];
          const crop = cropRectangle({ width, height }, preset, { x, y });
          const inside =
            Number.isInteger(crop.left) &&
            Number.isInteger(crop.top) &&
            crop.width >= 1 &&
            crop.height >= 1 &&
            crop.left >= 0 &&
            crop.top >= 0 &&
            crop.left + crop.width <= width &&
            crop.top + crop.height <= height;
          // One side is the image's whole side; the other is the preset's shape of it, rounded (at least 1 pixel).
          const shaped =
            (crop.height === height &&
              Math.abs(crop.width - Math.max(1, Math.min(width, height * preset.ratio))) <= 0.5) ||
            (crop.width === width &&
              Math.abs(crop.height - Math.max(1, Math.min(height, width / preset.ratio))) <= 0.5);
          const focusX = x * width;
          const focusY = y * height;
          const holdsFocus =
            focusX >= crop.left - 1 &&
            focusX <= crop.left + crop.width + 1 &&
            focusY >= crop.top - 1 &&
            focusY <= crop.top + crop.height + 1;
          return inside && shaped && holdsFocus;
        },
      ),
    );
  });

  it('clamps any focal point, so the rectangle stays inside the image (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        anyNumber,
        anyNumber,
        (w, h, x, y) => {
          const crop = cropRectangle({ width: w, height: h }, CROP_PRESETS.share, { x, y });
          return crop.left >= 0 && crop.top >= 0 && crop.left + crop.width <= w && crop.top + crop.height <= h;
        },
      ),
    );
  });
});

describe(shareImageUrl, () => {
  const id = '0b9d3c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
  it('crops a library picture at its focal point and leaves any other address as it is', () => {
    expect(shareImageUrl({ url: `/media/images/${id}/1280.webp`, focus: { x: 0.256, y: 1 } })).toBe(
      `/media/share/${id}/26-100.jpg`,
    );
    expect(shareImageUrl({ url: `/media/images/${id}/1280.webp` })).toBe(`/media/share/${id}/50-50.jpg`);
    expect(shareImageUrl({ url: '/assets/share.jpg' })).toBe('/assets/share.jpg');
  });

  it('reads back the focal point of every address it makes (property)', () => {
    fc.assert(
      fc.property(unit, unit, (x, y) => {
        const url = shareImageUrl({ url: `/media/images/${id}/640.webp`, focus: { x, y } });
        const focus = readShareImageFocus(url.split('/').pop() ?? '');
        return focus !== null && Math.abs(focus.x - x) <= 0.005 && Math.abs(focus.y - y) <= 0.005;
      }),
    );
    expect(readShareImageFocus('101-5.jpg')).toBeNull();
    expect(readShareImageFocus('5-5.png')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidPolygon, MAX_POLYGON_POINTS } from '@app/domain';
import { canAddCorner, shapeFromCorners } from './drawn-shape.ts';

const a = { lat: 26.1, lng: -81.8 };
const b = { lat: 26.2, lng: -81.7 };
const c = { lat: 26.05, lng: -81.65 };

describe(shapeFromCorners, () => {
  it('drops the second click of a double-click and a corner repeating the first', () => {
    expect(shapeFromCorners([a, b, c, c])).toEqual([a, b, c]);
    expect(shapeFromCorners([a, b, c, a])).toEqual([a, b, c]);
  });

  it('needs three distinct corners', () => {
    expect(shapeFromCorners([a, b, b])).toBeNull();
    expect(shapeFromCorners([])).toBeNull();
  });

  it('answers only shapes the search accepts', () => {
    const corner = fc.record({
      lat: fc.double({ min: 25, max: 27, noNaN: true }),
      lng: fc.double({ min: -83, max: -81, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(corner, { maxLength: MAX_POLYGON_POINTS }), (corners) => {
        const shape = shapeFromCorners(corners);
        if (shape !== null) expect(isValidPolygon(shape)).toBe(true);
      }),
    );
  });
});

describe(canAddCorner, () => {
  it('stops at 100 corners', () => {
    expect(canAddCorner(Array.from({ length: 99 }, () => a))).toBe(true);
    expect(canAddCorner(Array.from({ length: 100 }, () => a))).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centreOfPoints, nudgedPoint } from './centre-of-points.ts';

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe(centreOfPoints, () => {
  it('takes the middle of the box around the points and leaves out invalid ones', () => {
    expect(
      centreOfPoints([
        { lat: 26.1, lng: -81.8 },
        { lat: 26.3, lng: -81.6 },
        { lat: Number.NaN, lng: 0 },
        { lat: 95, lng: 0 },
      ]),
    ).toEqual({ lat: 26.2, lng: -81.7 });
    expect(centreOfPoints([])).toBeNull();
    expect(centreOfPoints([{ lat: Number.NaN, lng: Number.NaN }])).toBeNull();
  });

  it('lies within the box of the points', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const centre = centreOfPoints(points)!;
        const lats = points.map((each) => each.lat);
        const lngs = points.map((each) => each.lng);
        expect(centre.lat).toBeGreaterThanOrEqual(Math.min(...lats) - 1e-6);
        expect(centre.lat).toBeLessThanOrEqual(Math.max(...lats) + 1e-6);
        expect(centre.lng).toBeGreaterThanOrEqual(Math.min(...lngs) - 1e-6);
        expect(centre.lng).toBeLessThanOrEqual(Math.max(...lngs) + 1e-6);
      }),
    );
  });
});

describe(nudgedPoint, () => {
  it('moves north, south, east and west by a step, ten with Shift', () => {
    const naples = { lat: 26.142, lng: -81.7948 };
    expect(nudgedPoint(naples, 'up')).toEqual({ lat: 26.143, lng: -81.7948 });
    expect(nudgedPoint(naples, 'left', true)).toEqual({ lat: 26.142, lng: -81.8048 });
  });

  it('stays on the globe and moves back where it was', () => {
    fc.assert(
      fc.property(point, fc.constantFrom('up', 'down', 'left', 'right' as const), (start, key) => {
        const moved = nudgedPoint(start, key);
        expect(Math.abs(moved.lat)).toBeLessThanOrEqual(90);
        expect(Math.abs(moved.lng)).toBeLessThanOrEqual(180);
        const back = { up: 'down', down: 'up', left: 'right', right: 'left' } as const;
        const inside = Math.abs(start.lat) < 89 && Math.abs(start.lng) < 179;
        if (inside) {
          const returned = nudgedPoint(moved, back[key]);
          expect(returned.lat).toBeCloseTo(start.lat, 5);
          expect(returned.lng).toBeCloseTo(start.lng, 5);
        }
      }),
    );
  });
});

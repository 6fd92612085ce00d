import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundsContain,
  boundsOfPolygon,
  isValidBounds,
  isValidPoint,
  isValidPolygon,
  MAX_POLYGON_POINTS,
  polygonContains,
  type GeoBounds,
  type GeoPoint,
} from './geo.ts';

const NAPLES: GeoPoint = { lat: 26.142, lng: -81.7948 };
const SWFL: GeoBounds = { south: 25.8, west: -82.3, north: 26.8, east: -81.4 };
/** A triangle around downtown Naples, corners counter-clockwise. */
const TRIANGLE: GeoPoint[] = [
  { lat: 26.1, lng: -81.85 },
  { lat: 26.1, lng: -81.75 },
  { lat: 26.2, lng: -81.8 },
];

const coordinate = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true });
const pointArbitrary = fc.record({ lat: coordinate(90), lng: coordinate(180) });
/** Corners on a coarse grid, so edges and test points are easy to tell apart. */
const gridPointArbitrary = fc.record({
  lat: fc.integer({ min: -20, max: 20 }),
  lng: fc.integer({ min: -20, max: 20 }),
});
const polygonArbitrary = fc.array(gridPointArbitrary, { minLength: 3, maxLength: 12 });
/** Points between grid lines, never a corner. */
const probeArbitrary = fc.record({
  lat: fc.integer({ min: -22, max: 22 }).map((n) => n + 0.37),
  lng: fc.integer({ min: -22, max: 22 }).map((n) => n + 0.61),
});

/** Distance from a point to the segment a–b, in degrees of a flat plane. */
function distanceToSegment(point: GeoPoint, a: GeoPoint, b: GeoPoint): number {
  const dx = b.lng - a.lng;
  const dy = b.lat - a.lat;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((point.lng - a.lng) * dx + (point.lat - a.lat) * dy) / lengthSquared));
  return Math.hypot(point.lng - (a.lng + t * dx), point.lat - (a.lat + t * dy));
}

/** Whether a point is clear of every edge (points on an edge may count either way). */
function offEdges(polygon: readonly GeoPoint[], point: GeoPoint): boolean {
  return polygon.every((corner, i) => distanceToSegment(point, corner, polygon[(i + 1) % polygon.length]!) > 1e-6);
}

describe(isValidPoint, () => {
  it('accepts latitudes within ±90 and longitudes within ±180, edges included', () => {
    expect(isValidPoint(NAPLES)).toBe(true);
    expect(isValidPoint({ lat: 90, lng: -180 })).toBe(true);
    expect(isValidPoint({ lat: -90, lng: 180 })).toBe(true);
  });

  it('refuses coordinates out of range or not finite', () => {
    for (const point of [
      { lat: 90.00001, lng: 0 },
      { lat: 0, lng: -180.1 },
      { lat: Number.NaN, lng: 0 },
      { lat: 0, lng: Number.POSITIVE_INFINITY },
    ])
      expect(isValidPoint(point)).toBe(false);
  });

  it('accepts exactly the points with |lat| ≤ 90 and |lng| ≤ 180', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (lat, lng) => {
        expect(isValidPoint({ lat, lng })).toBe(Math.abs(lat) <= 90 && Math.abs(lng) <= 180);
      }),
    );
  });
});

describe(isValidBounds, () => {
  it('accepts a box with south below north and west left of east', () => {
    expect(isValidBounds(SWFL)).toBe(true);
  });

  it('refuses a flat, inverted or out-of-range box', () => {
    expect(isValidBounds({ ...SWFL, north: SWFL.south })).toBe(false);
    expect(isValidBounds({ ...SWFL, west: SWFL.east, east: SWFL.west })).toBe(false);
    expect(isValidBounds({ ...SWFL, north: 91 })).toBe(false);
    expect(isValidBounds({ ...SWFL, west: Number.NaN })).toBe(false);
  });

  it('accepts any box spanned by two valid points with different coordinates, sorted', () => {
    fc.assert(
      fc.property(pointArbitrary, pointArbitrary, (a, b) => {
        fc.pre(a.lat !== b.lat && a.lng !== b.lng);
        const box = {
          south: Math.min(a.lat, b.lat),
          west: Math.min(a.lng, b.lng),
          north: Math.max(a.lat, b.lat),
          east: Math.max(a.lng, b.lng),
        };
        expect(isValidBounds(box)).toBe(true);
        expect(isValidBounds({ ...box, south: box.north, north: box.south })).toBe(false);
      }),
    );
  });
});

describe(boundsContain, () => {
  it('contains a point inside and the points on its edges, not one outside', () => {
    expect(boundsContain(SWFL, NAPLES)).toBe(true);
    expect(boundsContain(SWFL, { lat: SWFL.south, lng: SWFL.east })).toBe(true);
    expect(boundsContain(SWFL, { lat: 27.5, lng: -81.8 })).toBe(false);
    expect(boundsContain(SWFL, { lat: 26, lng: -80.1 })).toBe(false);
  });

  it('contains every corner of a box', () => {
    fc.assert(
      fc.property(pointArbitrary, pointArbitrary, (a, b) => {
        const box = boundsOfPolygon([a, b]);
        for (const lat of [box.south, box.north])
          for (const lng of [box.west, box.east]) expect(boundsContain(box, { lat, lng })).toBe(true);
      }),
    );
  });
});

describe(boundsOfPolygon, () => {
  it('is the smallest box around the corners', () => {
    expect(boundsOfPolygon(TRIANGLE)).toEqual({ south: 26.1, west: -81.85, north: 26.2, east: -81.75 });
  });

  it('contains every corner, and each edge of the box touches a corner', () => {
    fc.assert(
      fc.property(fc.array(pointArbitrary, { minLength: 1, maxLength: 20 }), (polygon) => {
        const box = boundsOfPolygon(polygon);
        expect(polygon.every((point) => boundsContain(box, point))).toBe(true);
        expect(polygon.some((point) => point.lat === box.south)).toBe(true);
        expect(polygon.some((point) => point.lat === box.north)).toBe(true);
        expect(polygon.some((point) => point.lng === box.west)).toBe(true);
        expect(polygon.some((point) => point.lng === box.east)).toBe(true);
      }),
    );
  });
});

describe(polygonContains, () => {
  it('contains a point inside a triangle and not one outside it', () => {
    expect(polygonContains(TRIANGLE, { lat: 26.13, lng: -81.8 })).toBe(true);
    expect(polygonContains(TRIANGLE, { lat: 26.19, lng: -81.84 })).toBe(false);
    expect(polygonContains(TRIANGLE, { lat: 26.19, lng: -81.76 })).toBe(false);
    expect(polygonContains(TRIANGLE, { lat: 26.25, lng: -81.8 })).toBe(false);
  });

  it('leaves out the notch of a concave polygon', () => {
    const u = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 3 },
      { lat: 3, lng: 3 },
      { lat: 3, lng: 2 },
      { lat: 1, lng: 2 },
      { lat: 1, lng: 1 },
      { lat: 3, lng: 1 },
      { lat: 3, lng: 0 },
    ];
    expect(polygonContains(u, { lat: 2, lng: 1.5 })).toBe(false);
    expect(polygonContains(u, { lat: 2, lng: 0.5 })).toBe(true);
    expect(polygonContains(u, { lat: 0.5, lng: 1.5 })).toBe(true);
  });

  it('agrees with a plain comparison on axis-aligned rectangles', () => {
    fc.assert(
      fc.property(fc.tuple(gridPointArbitrary, gridPointArbitrary), probeArbitrary, ([a, b], point) => {
        fc.pre(a.lat !== b.lat && a.lng !== b.lng);
        const box = boundsOfPolygon([a, b]);
        const rectangle = [
          { lat: box.south, lng: box.west },
          { lat: box.south, lng: box.east },
          { lat: box.north, lng: box.east },
          { lat: box.north, lng: box.west },
        ];
        const inside = point.lat > box.south && point.lat < box.north && point.lng > box.west && point.lng < box.east;
        expect(polygonContains(rectangle, point)).toBe(inside);
      }),
    );
  });

  it('does not depend on which corner the list starts with', () => {
    fc.assert(
      fc.property(polygonArbitrary, probeArbitrary, fc.nat(), (polygon, point, shift) => {
        fc.pre(offEdges(polygon, point));
        const start = shift % polygon.length;
        const rotated = [...polygon.slice(start), ...polygon.slice(0, start)];
        expect(polygonContains(rotated, point)).toBe(polygonContains(polygon, point));
      }),
    );
  });

  it('does not depend on the direction the corners go round', () => {
    fc.assert(
      fc.property(polygonArbitrary, probeArbitrary, (polygon, point) => {
        fc.pre(offEdges(polygon, point));
        expect(polygonContains([...polygon].reverse(), point)).toBe(polygonContains(polygon, point));
      }),
    );
  });

  it('puts every point it contains inside the box of the polygon', () => {
    fc.assert(
      fc.property(fc.array(pointArbitrary, { minLength: 3, maxLength: 12 }), pointArbitrary, (polygon, point) => {
        fc.pre(offEdges(polygon, point));
        if (polygonContains(polygon, point)) expect(boundsContain(boundsOfPolygon(polygon), point)).toBe(true);
      }),
    );
  });

  it('contains the centre of a convex polygon (a regular one, any size and place)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 24 }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.record({ lat: coordinate(80), lng: coordinate(170) }),
        (corners, radius, centre) => {
          const polygon = Array.from({ length: corners }, (_, i) => ({
            lat: centre.lat + radius * Math.sin((2 * Math.PI * i) / corners),
            lng: centre.lng + radius * Math.cos((2 * Math.PI * i) / corners),
          }));
          expect(polygonContains(polygon, centre)).toBe(true);
          expect(polygonContains(polygon, { lat: centre.lat + 2 * radius, lng: centre.lng })).toBe(false);
        },
      ),
    );
  });
});

describe(isValidPolygon, () => {
  it(`accepts 3 to ${MAX_POLYGON_POINTS} valid corners`, () => {
    expect(isValidPolygon(TRIANGLE)).toBe(true);
    expect(isValidPolygon(Array.from({ length: MAX_POLYGON_POINTS }, () => NAPLES))).toBe(true);
  });

  it('refuses fewer than 3 corners, more than the maximum, or an invalid corner', () => {
    expect(isValidPolygon(TRIANGLE.slice(0, 2))).toBe(false);
    expect(isValidPolygon(Array.from({ length: MAX_POLYGON_POINTS + 1 }, () => NAPLES))).toBe(false);
    expect(isValidPolygon([...TRIANGLE, { lat: 95, lng: 0 }])).toBe(false);
  });

  it('accepts exactly the lists of the allowed length whose corners are all valid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ lat: coordinate(100), lng: coordinate(200) }), { maxLength: MAX_POLYGON_POINTS + 5 }),
        (polygon) => {
          const expected = polygon.length >= 3 && polygon.length <= MAX_POLYGON_POINTS && polygon.every(isValidPoint);
          expect(isValidPolygon(polygon)).toBe(expected);
        },
      ),
    );
  });
});

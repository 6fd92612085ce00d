import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBoundsParam,
  formatPolygonParam,
  parseBoundsParam,
  parsePolygonParam,
  roundBounds,
  roundPolygon,
} from './geo-url.ts';

const coordinate = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true });
const boundsArbitrary = fc.record({
  south: coordinate(90),
  west: coordinate(180),
  north: coordinate(90),
  east: coordinate(180),
});
const polygonArbitrary = fc.array(fc.record({ lat: coordinate(90), lng: coordinate(180) }), {
  minLength: 1,
  maxLength: 20,
});

/** Whether every number of a value has at most 5 decimals and is not -0. */
function hasUrlPrecision(values: readonly number[]): boolean {
  return values.every((value) => !Object.is(value, -0) && Math.abs(value * 1e5 - Math.round(value * 1e5)) < 1e-6);
}

describe(formatBoundsParam, () => {
  it('writes south,west,north,east with at most 5 decimals', () => {
    expect(formatBoundsParam({ south: 25.8, west: -82.3123456, north: 26.800004, east: -81.4 })).toBe(
      '25.8,-82.31235,26.8,-81.4',
    );
  });

  it('writes a coordinate that rounds to zero as 0, never -0', () => {
    expect(formatBoundsParam({ south: -0.000001, west: -0, north: 1, east: 2 })).toBe('0,0,1,2');
  });
});

describe(parseBoundsParam, () => {
  it('reads four numbers, spaces around them allowed', () => {
    expect(parseBoundsParam('25.8,-82.3, 26.8 ,-81.4')).toEqual({ south: 25.8, west: -82.3, north: 26.8, east: -81.4 });
  });

  it('answers null for anything but four numbers', () => {
    for (const text of [
      '',
      '25.8,-82.3,26.8',
      '25.8,-82.3,26.8,-81.4,1',
      '25.8,,26.8,-81.4',
      'a,b,c,d',
      '1,2,3,Infinity',
    ])
      expect(parseBoundsParam(text)).toBeNull();
  });

  it('reads back what formatBoundsParam wrote, as the rounded box', () => {
    fc.assert(
      fc.property(boundsArbitrary, (bounds) => {
        expect(parseBoundsParam(formatBoundsParam(bounds))).toEqual(roundBounds(bounds));
      }),
    );
  });

  it('keeps only the precision the URL form keeps, so reading is stable', () => {
    fc.assert(
      fc.property(boundsArbitrary, (bounds) => {
        const read = parseBoundsParam([bounds.south, bounds.west, bounds.north, bounds.east].join(','));
        expect(read).toEqual(roundBounds(bounds));
        expect(parseBoundsParam(formatBoundsParam(read!))).toEqual(read);
      }),
    );
  });
});

describe(roundBounds, () => {
  it('rounds each side to 5 decimals', () => {
    expect(roundBounds({ south: 26.123456, west: -81.000004, north: 26.2, east: -80.999995 })).toEqual({
      south: 26.12346,
      west: -81,
      north: 26.2,
      east: -80.99999,
    });
  });

  it('is idempotent and keeps every side within about a metre', () => {
    fc.assert(
      fc.property(boundsArbitrary, (bounds) => {
        const rounded = roundBounds(bounds);
        expect(roundBounds(rounded)).toEqual(rounded);
        expect(hasUrlPrecision(Object.values(rounded))).toBe(true);
        for (const side of ['south', 'west', 'north', 'east'] as const)
          expect(Math.abs(rounded[side] - bounds[side])).toBeLessThanOrEqual(0.000005 + 1e-12);
      }),
    );
  });
});

describe(formatPolygonParam, () => {
  it('writes lat,lng corners joined by _ with at most 5 decimals', () => {
    expect(
      formatPolygonParam([
        { lat: 26.1, lng: -81.85 },
        { lat: 26.1000049, lng: -81.75 },
        { lat: 26.2, lng: -81.800001 },
      ]),
    ).toBe('26.1,-81.85_26.1,-81.75_26.2,-81.8');
  });
});

describe(parsePolygonParam, () => {
  it('reads lat,lng corners joined by _', () => {
    expect(parsePolygonParam('26.1,-81.85_26.1,-81.75_26.2,-81.8')).toEqual([
      { lat: 26.1, lng: -81.85 },
      { lat: 26.1, lng: -81.75 },
      { lat: 26.2, lng: -81.8 },
    ]);
  });

  it('answers null when any corner is not two numbers', () => {
    for (const text of [
      '',
      '26.1',
      '26.1,-81.85_26.1',
      '26.1,-81.85__26.2,-81.8',
      '26.1,-81.85,3_26.1,-81.75',
      'x,y_1,2',
    ])
      expect(parsePolygonParam(text)).toBeNull();
  });

  it('reads back what formatPolygonParam wrote, as the rounded polygon', () => {
    fc.assert(
      fc.property(polygonArbitrary, (polygon) => {
        expect(parsePolygonParam(formatPolygonParam(polygon))).toEqual(roundPolygon(polygon));
      }),
    );
  });

  it('keeps only the precision the URL form keeps, so reading is stable', () => {
    fc.assert(
      fc.property(polygonArbitrary, (polygon) => {
        const read = parsePolygonParam(polygon.map((point) => `${point.lat},${point.lng}`).join('_'));
        expect(read).toEqual(roundPolygon(polygon));
        expect(parsePolygonParam(formatPolygonParam(read!))).toEqual(read);
      }),
    );
  });
});

describe(roundPolygon, () => {
  it('rounds every corner to 5 decimals and keeps their order', () => {
    fc.assert(
      fc.property(polygonArbitrary, (polygon) => {
        const rounded = roundPolygon(polygon);
        expect(rounded).toHaveLength(polygon.length);
        expect(roundPolygon(rounded)).toEqual(rounded);
        expect(hasUrlPrecision(rounded.flatMap((point) => [point.lat, point.lng]))).toBe(true);
        rounded.forEach((point, i) =>
          expect(Math.abs(point.lat - polygon[i]!.lat)).toBeLessThanOrEqual(0.000005 + 1e-12),
        );
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_SEARCH, listingSearchParams, parseListingSearch, type GeoBounds, type ListingSearch } from '@app/domain';
import { areaKey, areaView, pinsKey, withDrawnShape, withMapArea, withoutDrawnShape } from './map-search-url.ts';

const boundsArbitrary = fc
  .record({
    lat: fc.double({ min: 25, max: 27, noNaN: true }),
    lng: fc.double({ min: -82.5, max: -81, noNaN: true }),
    height: fc.double({ min: 0.01, max: 1, noNaN: true }),
    width: fc.double({ min: 0.01, max: 1, noNaN: true }),
  })
  .map(({ lat, lng, height, width }): GeoBounds => ({ south: lat, west: lng, north: lat + height, east: lng + width }));

const triangle = [
  { lat: 26.1, lng: -81.8 },
  { lat: 26.2, lng: -81.7 },
  { lat: 26.05, lng: -81.65 },
];

const roundTrip = (search: ListingSearch) => parseListingSearch(listingSearchParams(search));

describe(withMapArea, () => {
  it('writes a box the address reads back unchanged, on page 1, keeping the filters', () => {
    fc.assert(
      fc.property(boundsArbitrary, (bounds) => {
        const search = withMapArea({ ...EMPTY_SEARCH, city: 'Naples', page: 3 }, bounds);
        const { search: read, issues } = roundTrip(search);
        expect(issues).toEqual([]);
        expect(read).toEqual(search);
        expect(read.page).toBe(1);
        expect(read.city).toBe('Naples');
      }),
    );
  });
});

describe(withDrawnShape, () => {
  it('replaces the map box with the shape, and clearing it leaves the other filters', () => {
    const boxed = withMapArea({ ...EMPTY_SEARCH, minBeds: 3 }, { south: 26, west: -82, north: 26.5, east: -81.5 });
    const drawn = withDrawnShape(boxed, triangle);
    expect(drawn.bounds).toBeUndefined();
    expect(listingSearchParams(drawn).polygon).toBe('26.1,-81.8_26.2,-81.7_26.05,-81.65');
    expect(withoutDrawnShape(drawn)).toEqual({ ...EMPTY_SEARCH, minBeds: 3 });
  });
});

describe(areaKey, () => {
  it('prefers the shape, then the box, else nothing', () => {
    expect(areaKey(EMPTY_SEARCH)).toBe('');
    expect(areaKey({ ...EMPTY_SEARCH, bounds: { south: 26, west: -82, north: 26.5, east: -81.5 } })).toBe(
      'bounds=26,-82,26.5,-81.5',
    );
    expect(areaKey(withDrawnShape(EMPTY_SEARCH, triangle))).toMatch(/^polygon=/);
  });
});

describe(areaView, () => {
  it('opens on the drawn shape with a margin, the box, or nothing', () => {
    const view = areaView(withDrawnShape(EMPTY_SEARCH, triangle));
    expect(view).toEqual({
      bounds: {
        south: expect.closeTo(26.038, 6),
        west: expect.closeTo(-81.812, 6),
        north: expect.closeTo(26.212, 6),
        east: expect.closeTo(-81.638, 6),
      },
    });
    expect(areaView({ ...EMPTY_SEARCH, bounds: { south: 26, west: -82, north: 26.5, east: -81.5 } })).toEqual({
      bounds: { south: 26, west: -82, north: 26.5, east: -81.5 },
    });
    expect(areaView(EMPTY_SEARCH)).toBeNull();
  });
});

describe(pinsKey, () => {
  it('ignores the order and the page, not the filters', () => {
    expect(pinsKey({ ...EMPTY_SEARCH, sort: 'price-asc', page: 4 })).toBe(pinsKey(EMPTY_SEARCH));
    expect(pinsKey({ ...EMPTY_SEARCH, city: 'Naples' })).not.toBe(pinsKey(EMPTY_SEARCH));
  });
});

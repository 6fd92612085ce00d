import {
  isValidBounds,
  isValidPolygon,
  NUMBER_PARAMS,
  roundBounds,
  roundPolygon,
  SEARCH_SORTS,
  SEARCH_STATUS_SLUGS,
  TEXT_PARAMS,
} from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  listingSearchArbitrary,
  roundedBoundsArbitrary,
  roundedPolygonArbitrary,
  searchNumberArbitrary,
} from './listing-search.arbitrary.ts';

describe('listingSearchArbitrary', () => {
  it('makes searches that keep every rule of a search URL', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, (search) => {
        for (const value of Object.values(search)) expect(value).not.toBeUndefined();
        for (const [field, rule] of Object.entries(TEXT_PARAMS)) {
          const text = search[field as keyof typeof TEXT_PARAMS];
          if (text !== undefined)
            expect(text === text.trim() && text !== '' && text.length <= rule.maxLength).toBe(true);
        }
        if (search.statuses !== undefined) {
          expect(search.statuses.length).toBeGreaterThan(0);
          expect(new Set(search.statuses).size).toBe(search.statuses.length);
          expect(Object.values(SEARCH_STATUS_SLUGS)).toEqual(expect.arrayContaining([...search.statuses]));
        }
        for (const [low, high] of [
          ['minPrice', 'maxPrice'],
          ['minLivingArea', 'maxLivingArea'],
          ['minLotAcres', 'maxLotAcres'],
          ['minYearBuilt', 'maxYearBuilt'],
        ] as const)
          if (search[low] !== undefined && search[high] !== undefined)
            expect(search[low]).toBeLessThanOrEqual(search[high]);
        expect(SEARCH_SORTS).toContain(search.sort);
        expect(Number.isInteger(search.page) && search.page >= 1).toBe(true);
        for (const flag of [search.openHouses, search.priceReduced, search.waterfront, search.pool])
          expect([true, undefined]).toContain(flag);
      }),
    );
  });
});

describe(searchNumberArbitrary, () => {
  it('keeps each numeric filter within its limits and on its step', () => {
    for (const [field, rule] of Object.entries(NUMBER_PARAMS) as [
      keyof typeof NUMBER_PARAMS,
      (typeof NUMBER_PARAMS)[keyof typeof NUMBER_PARAMS],
    ][]) {
      fc.assert(
        fc.property(searchNumberArbitrary(field), (value) => {
          expect(value).toBeGreaterThanOrEqual(rule.min);
          expect(value).toBeLessThanOrEqual(rule.max);
          expect(Math.abs(value / rule.step - Math.round(value / rule.step))).toBeLessThan(1e-9);
        }),
        { numRuns: 50 },
      );
    }
  });
});

describe('roundedBoundsArbitrary and roundedPolygonArbitrary', () => {
  it('make valid shapes already at the precision of a URL', () => {
    fc.assert(
      fc.property(roundedBoundsArbitrary, roundedPolygonArbitrary, (bounds, polygon) => {
        expect(isValidBounds(bounds)).toBe(true);
        expect(roundBounds(bounds)).toStrictEqual(bounds);
        expect(isValidPolygon(polygon)).toBe(true);
        expect(roundPolygon(polygon)).toStrictEqual(polygon);
      }),
    );
  });
});

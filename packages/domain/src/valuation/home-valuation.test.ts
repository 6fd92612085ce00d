import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClosedSale } from './closed-sale.ts';
import { chooseComparables } from './comparable-selection.ts';
import { estimateHomeValue } from './home-valuation.ts';
import { TREND_MAX_MONTHLY_CHANGE } from './market-trend.ts';
import { VALUATION_POLICY } from './valuation-policy.ts';
import type { ValuationSubject } from './valuation-subject.ts';

/** The data date of the examples. */
const AS_OF = '2026-10-31';

const SUBJECT: ValuationSubject = {
  livingArea: 2_000,
  bedrooms: 3,
  bathrooms: 2,
  yearBuilt: 2000,
  subdivision: 'Pelican Bay',
  city: 'Naples',
  propertySubType: 'Single Family Residence',
  location: { lat: 26.21, lng: -81.81 },
  listingKey: 'SUBJECT',
  estimatesAllowed: true,
};

let next = 0;

/** A comparable sale like the subject, with the given differences. */
function aSale(overrides: Partial<ClosedSale> = {}): ClosedSale {
  next += 1;
  return {
    ListingId: `L${next}`,
    ListingKey: `K${String(next).padStart(6, '0')}`,
    StreetNumber: String(100 + next),
    StreetDirPrefix: null,
    StreetName: 'Gulf Shore',
    StreetDirSuffix: null,
    StreetSuffix: 'Blvd',
    UnitNumber: null,
    City: 'Naples',
    PostalCode: '34108',
    SubdivisionName: 'Pelican Bay',
    PropertySubType: 'Single Family Residence',
    ClosePrice: 1_000_000,
    CloseDate: '2026-06-15',
    LivingArea: 2_000,
    BedroomsTotal: 3,
    BathroomsFull: 2,
    BathroomsHalf: 0,
    YearBuilt: 2000,
    Latitude: 26.212,
    Longitude: -81.812,
    ...overrides,
  };
}

const day = fc
  .integer({ min: 0, max: 364 })
  .map((days) => new Date(Date.parse(`${AS_OF}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10));

/** A sale that may or may not be comparable with {@link SUBJECT}: any of two subdivisions, sizes, ages, places. */
const saleArbitrary: fc.Arbitrary<ClosedSale> = fc
  .record({
    SubdivisionName: fc.constantFrom('Pelican Bay', 'Park Shore', null),
    ClosePrice: fc.integer({ min: 200_000, max: 4_000_000 }),
    CloseDate: day,
    LivingArea: fc.integer({ min: 1_200, max: 2_800 }),
    BedroomsTotal: fc.option(fc.integer({ min: 2, max: 5 }), { nil: null }),
    YearBuilt: fc.option(fc.integer({ min: 1970, max: 2025 }), { nil: null }),
    Latitude: fc.double({ min: 26.15, max: 26.27, noNaN: true }),
    Longitude: fc.double({ min: -81.87, max: -81.75, noNaN: true }),
  })
  .map((fields) => aSale(fields));

/** A sale in the subject's subdivision that is always comparable with it. */
const subdivisionComparableArbitrary: fc.Arbitrary<ClosedSale> = fc
  .record({
    ClosePrice: fc.integer({ min: 800_000, max: 1_200_000 }),
    CloseDate: day,
    LivingArea: fc.integer({ min: 1_800, max: 2_200 }),
  })
  .map((fields) => aSale(fields));

const trendArbitrary = fc.double({ min: 1 - TREND_MAX_MONTHLY_CHANGE, max: 1 + TREND_MAX_MONTHLY_CHANGE, noNaN: true });

function estimateOf(sales: readonly ClosedSale[], trend = 1) {
  return estimateHomeValue(SUBJECT, sales, trend, AS_OF);
}

describe(chooseComparables, () => {
  it('takes the subdivision alone when it holds enough comparable sales', () => {
    const inside = [aSale(), aSale({ LivingArea: 2_100 }), aSale({ LivingArea: 1_900 })];
    const outside = aSale({ SubdivisionName: 'Park Shore', Latitude: 26.2101, Longitude: -81.8101 });
    const chosen = chooseComparables(SUBJECT, [...inside, outside], AS_OF, VALUATION_POLICY);
    expect(chosen.map((entry) => entry.sale.ListingKey)).toEqual(inside.map((sale) => sale.ListingKey));
    expect(chosen.every((entry) => entry.tier === 'subdivision')).toBe(true);
  });

  it('fills with the nearest sales within the radius when the subdivision holds too few', () => {
    const inside = aSale();
    const near = aSale({ SubdivisionName: 'Park Shore', Latitude: 26.215, Longitude: -81.81 });
    const nearer = aSale({ SubdivisionName: 'Park Shore', Latitude: 26.211, Longitude: -81.81 });
    const far = aSale({ SubdivisionName: 'Vanderbilt', Latitude: 26.5, Longitude: -81.81 });
    const chosen = chooseComparables(SUBJECT, [far, near, inside, nearer], AS_OF, VALUATION_POLICY);
    expect(chosen.map((entry) => entry.sale.ListingKey)).toEqual([inside, nearer, near].map((sale) => sale.ListingKey));
    expect(chosen.map((entry) => entry.tier)).toEqual(['subdivision', 'nearby', 'nearby']);
  });

  it('leaves out the home itself, old sales, and sales unlike it in size, bedrooms, age or kind', () => {
    const unlike = [
      aSale({ ListingKey: 'SUBJECT' }),
      aSale({ CloseDate: '2025-10-30' }),
      aSale({ CloseDate: '2026-11-01' }),
      aSale({ LivingArea: 2_501 }),
      aSale({ LivingArea: 1_499 }),
      aSale({ BedroomsTotal: 5 }),
      aSale({ YearBuilt: 1979 }),
      aSale({ PropertySubType: 'Condominium' }),
    ];
    expect(chooseComparables(SUBJECT, unlike, AS_OF, VALUATION_POLICY)).toEqual([]);
    const edge = [aSale({ CloseDate: '2025-10-31' }), aSale({ LivingArea: 2_500 }), aSale({ BedroomsTotal: null })];
    expect(chooseComparables(SUBJECT, edge, AS_OF, VALUATION_POLICY)).toHaveLength(3);
  });

  it('without a location, fills from the same city, the most alike first', () => {
    const subject = { ...SUBJECT, location: null, subdivision: null };
    const alike = aSale({ SubdivisionName: 'Park Shore' });
    const lessAlike = aSale({ SubdivisionName: 'Park Shore', LivingArea: 2_400 });
    const otherCity = aSale({ City: 'Bonita Springs' });
    const chosen = chooseComparables(subject, [lessAlike, otherCity, alike], AS_OF, VALUATION_POLICY);
    expect(chosen.map((entry) => entry.sale.ListingKey)).toEqual([alike.ListingKey, lessAlike.ListingKey]);
  });
});

describe(estimateHomeValue, () => {
  it('values the home by time-adjusted price per square foot: median point, middle half as the range', () => {
    const sales = [
      aSale({ ClosePrice: 900_000, LivingArea: 1_800, CloseDate: '2026-10-02' }),
      aSale({ ClosePrice: 1_000_000, CloseDate: '2026-10-20' }),
      aSale({ ClosePrice: 1_050_000, LivingArea: 2_100, CloseDate: '2026-08-20' }),
    ];
    const estimate = estimateOf(sales, 1.01);
    expect(estimate.kind).toBe('estimate');
    if (estimate.kind !== 'estimate') return;
    // 900k / 1,800 = 500, 1M / 2,000 = 500, 1.05M × 1.01² / 2,100 = 510.05 per sq ft, times 2,000 sq ft.
    expect(estimate.point).toBeCloseTo(1_000_000, 6);
    expect(estimate.low).toBeCloseTo(1_000_000, 6);
    expect(estimate.high).toBeCloseTo((1_000_000 + 1_020_100) / 2, 6);
    // The most alike first: same size, then 2,100 sq ft (5 % larger), then 1,800 (10 % smaller).
    expect(estimate.comparables.map((comparable) => comparable.timeAdjustment)).toEqual([1, 1.01 ** 2, 1]);
  });

  it('refuses below the minimum number of comparables', () => {
    expect(estimateOf([aSale(), aSale()])).toMatchObject({ kind: 'refused', reason: 'too-few-sales' });
  });

  it('refuses when the comparables disagree too much', () => {
    const sales = [aSale({ ClosePrice: 600_000 }), aSale({ ClosePrice: 1_000_000 }), aSale({ ClosePrice: 1_400_000 })];
    expect(estimateOf(sales)).toMatchObject({ kind: 'refused', reason: 'too-wide-spread' });
  });

  it("gives no estimate where the listing's seller switched estimates off", () => {
    const subject = { ...SUBJECT, estimatesAllowed: false };
    const valuation = estimateHomeValue(subject, [aSale(), aSale(), aSale()], 1, AS_OF);
    expect(valuation).toEqual({ kind: 'refused', reason: 'seller-opted-out', comparables: [] });
  });

  it('the range contains the point', () => {
    fc.assert(
      fc.property(fc.array(saleArbitrary, { maxLength: 30 }), trendArbitrary, (sales, trend) => {
        const valuation = estimateOf(sales, trend);
        if (valuation.kind === 'estimate')
          expect(valuation.low <= valuation.point && valuation.point <= valuation.high).toBe(true);
      }),
    );
  });

  it("the estimate lies within the comparables' adjusted values", () => {
    fc.assert(
      fc.property(fc.array(saleArbitrary, { maxLength: 30 }), trendArbitrary, (sales, trend) => {
        const valuation = estimateOf(sales, trend);
        if (valuation.kind !== 'estimate') return;
        const values = valuation.comparables.map((comparable) => comparable.indicatedValue);
        expect(valuation.low).toBeGreaterThanOrEqual(Math.min(...values));
        expect(valuation.high).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });

  it('adding a far, dissimilar sale never moves a subdivision-only estimate', () => {
    fc.assert(
      fc.property(
        fc.array(subdivisionComparableArbitrary, { minLength: 3, maxLength: 10 }),
        saleArbitrary.map((sale) => ({
          ...sale,
          SubdivisionName: 'Vanderbilt',
          Latitude: 26.6,
          LivingArea: sale.LivingArea * 3,
        })),
        trendArbitrary,
        (sales, stranger, trend) => {
          expect(estimateOf([...sales, stranger], trend)).toEqual(estimateOf(sales, trend));
        },
      ),
    );
  });

  it('scaling every price scales the estimate', () => {
    fc.assert(
      fc.property(
        fc.array(saleArbitrary, { maxLength: 30 }),
        trendArbitrary,
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (sales, trend, scale) => {
          const before = estimateOf(sales, trend);
          const after = estimateOf(
            sales.map((sale) => ({ ...sale, ClosePrice: sale.ClosePrice * scale })),
            trend,
          );
          expect(after.kind).toBe(before.kind);
          if (before.kind !== 'estimate' || after.kind !== 'estimate') return;
          for (const key of ['low', 'point', 'high'] as const)
            expect(after[key] / (before[key] * scale)).toBeCloseTo(1, 9);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALE_SIDES } from './sales-result.ts';
import { summarizeSalesResults } from './sales-results-summary.ts';

const saleArbitrary = fc.record({
  price: fc.integer({ min: 1, max: 50_000_000 }),
  side: fc.constantFrom(...SALE_SIDES),
});

describe(summarizeSalesResults, () => {
  it('counts the sales, adds up their prices and averages them, per side too', () => {
    const summary = summarizeSalesResults([
      { price: 1_250_000, side: 'listing' },
      { price: 640_000, side: 'buyer' },
      { price: 2_100_001, side: 'listing' },
    ]);
    expect(summary).toEqual({
      count: 3,
      totalVolume: 3_990_001,
      averagePrice: 1_330_000,
      bySide: { listing: { count: 2, volume: 3_350_001 }, buyer: { count: 1, volume: 640_000 } },
    });
  });

  it('has no average price without sales', () => {
    expect(summarizeSalesResults([])).toEqual({
      count: 0,
      totalVolume: 0,
      averagePrice: null,
      bySide: { listing: { count: 0, volume: 0 }, buyer: { count: 0, volume: 0 } },
    });
  });

  it('splits every sale into exactly one side: the sides add up to the totals', () => {
    fc.assert(
      fc.property(fc.array(saleArbitrary), (sales) => {
        const { count, totalVolume, bySide } = summarizeSalesResults(sales);
        expect(count).toBe(sales.length);
        expect(bySide.listing.count + bySide.buyer.count).toBe(count);
        expect(bySide.listing.volume + bySide.buyer.volume).toBe(totalVolume);
        expect(totalVolume).toBe(sales.reduce((sum, sale) => sum + sale.price, 0));
      }),
    );
  });

  it('gives an average between the lowest and the highest price, within a dollar of the exact mean', () => {
    fc.assert(
      fc.property(fc.array(saleArbitrary, { minLength: 1 }), (sales) => {
        const { averagePrice, totalVolume, count } = summarizeSalesResults(sales);
        const prices = sales.map((sale) => sale.price);
        expect(averagePrice).not.toBeNull();
        expect(averagePrice!).toBeGreaterThanOrEqual(Math.min(...prices));
        expect(averagePrice!).toBeLessThanOrEqual(Math.max(...prices));
        expect(Math.abs(averagePrice! - totalVolume / count)).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(averagePrice)).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the sales', () => {
    fc.assert(
      fc.property(fc.array(saleArbitrary), fc.nat(), (sales, shift) => {
        const turned = sales.map((_, index) => sales[(index + shift) % sales.length]!);
        expect(summarizeSalesResults(turned)).toEqual(summarizeSalesResults(sales));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../market/market-month.ts';
import { monthlyPriceTrend, timeAdjustment, TREND_MAX_MONTHLY_CHANGE } from './market-trend.ts';

function months(values: readonly (number | null)[]) {
  return values.map((medianPricePerSqft, index) => ({ month: addMonths('2025-11', index), medianPricePerSqft }));
}

describe(monthlyPriceTrend, () => {
  it('reads a steady rise of 1 % a month from the monthly medians', () => {
    expect(monthlyPriceTrend(months([400, 404, 408.04, 412.1204, null, 420.404]))).toBeCloseTo(1.01, 6);
  });

  it('takes prices as flat with fewer than four months of sales', () => {
    expect(monthlyPriceTrend(months([400, null, 500, null, 600]))).toBe(1);
  });

  it('never claims more than 2 % a month either way', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: 50, max: 5_000, noNaN: true }), { nil: null }), { maxLength: 13 }),
        (values) => {
          const trend = monthlyPriceTrend(months(values));
          expect(Math.abs(trend - 1)).toBeLessThanOrEqual(TREND_MAX_MONTHLY_CHANGE + 1e-12);
        },
      ),
    );
  });

  it('does not change when every median is scaled', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 50, max: 5_000, noNaN: true }), { minLength: 4, maxLength: 13 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (values, scale) => {
          const scaled = monthlyPriceTrend(months(values.map((value) => value * scale)));
          expect(scaled).toBeCloseTo(monthlyPriceTrend(months(values)), 9);
        },
      ),
    );
  });
});

describe(timeAdjustment, () => {
  it('compounds the trend over the whole months from the sale to the data date', () => {
    expect(timeAdjustment(1.01, '2026-07-31', '2026-10-01')).toBeCloseTo(1.01 ** 3, 12);
    expect(timeAdjustment(1.01, '2026-10-01', '2026-10-31')).toBe(1);
  });
});

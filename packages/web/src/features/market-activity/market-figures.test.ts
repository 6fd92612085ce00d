import { describe, expect, it } from 'vitest';
import {
  changeSinceYearBefore,
  dataDateLabel,
  formatPrice,
  formatPriceShort,
  formatRatio,
  formatSupply,
  formatWhole,
  monthLabel,
  NO_FIGURE,
  shortMonthLabel,
} from './market-figures.ts';

describe('market figures', () => {
  it('writes prices, counts, ratios and months of supply, and a dash without data', () => {
    expect(formatPrice(625_000)).toBe('$625,000');
    expect(formatPriceShort(1_250_000)).toBe('$1.3M');
    expect(formatWhole(3_581)).toBe('3,581');
    expect(formatRatio(0.9651)).toBe('96.5%');
    expect(formatSupply(7.63)).toBe('7.6');
    expect([formatPrice(null), formatWhole(null), formatRatio(null), formatSupply(null)]).toEqual([
      NO_FIGURE,
      NO_FIGURE,
      NO_FIGURE,
      NO_FIGURE,
    ]);
  });

  it('names months and gives the data date in Florida time', () => {
    expect(shortMonthLabel('2026-10')).toBe('Oct 2026');
    expect(monthLabel('2026-01')).toBe('January 2026');
    expect(dataDateLabel('2026-11-01T00:00:00.000Z')).toBe('October 31, 2026');
  });
});

describe(changeSinceYearBefore, () => {
  it('says how the count moved since a year before, when there was one', () => {
    expect(changeSinceYearBefore(412, 448, '2025-10')).toBe('8% fewer than Oct 2025');
    expect(changeSinceYearBefore(500, 400, '2025-10')).toBe('25% more than Oct 2025');
    expect(changeSinceYearBefore(1003, 1000, '2025-10')).toBe('About the same as Oct 2025');
    expect(changeSinceYearBefore(10, 0, '2025-10')).toBeNull();
    expect(changeSinceYearBefore(10, null, '2025-10')).toBeNull();
  });
});

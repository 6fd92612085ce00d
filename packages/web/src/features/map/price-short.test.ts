import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPriceShort } from './price-short.ts';

function readBack(label: string): number {
  const match = /^\$(\d+(?:\.\d)?)([KM]?)$/.exec(label);
  if (!match) throw new Error(`not a short price: ${label}`);
  const unit = match[2] === 'M' ? 1_000_000 : match[2] === 'K' ? 1_000 : 1;
  return Number(match[1]) * unit;
}

describe(formatPriceShort, () => {
  it('writes thousands as K and millions as M with one decimal', () => {
    expect(formatPriceShort(849_500)).toBe('$850K');
    expect(formatPriceShort(1_200_000)).toBe('$1.2M');
    expect(formatPriceShort(1_000_000)).toBe('$1M');
    expect(formatPriceShort(12_480_000)).toBe('$12.5M');
    expect(formatPriceShort(125_000_000)).toBe('$125M');
    expect(formatPriceShort(950)).toBe('$950');
  });

  it('turns 999,600 into $1M, not $1000K', () => {
    expect(formatPriceShort(999_600)).toBe('$1M');
  });

  it('shows a dash when there is no price', () => {
    expect(formatPriceShort(null)).toBe('—');
  });

  it('stays within 5% of the price and never grows past 6 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 500_000_000 }), (price) => {
        const label = formatPriceShort(price);
        expect(label.length).toBeLessThanOrEqual(6);
        expect(Math.abs(readBack(label) - price) / price).toBeLessThanOrEqual(0.05);
      }),
    );
  });

  it('never shows a higher price for a lower one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000_000 }), fc.integer({ min: 0, max: 200_000_000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(readBack(formatPriceShort(low))).toBeLessThanOrEqual(readBack(formatPriceShort(high)));
      }),
    );
  });
});

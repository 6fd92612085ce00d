import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatDollars, formatRounded, formatSignedPercent } from './us-number-format.ts';

const usCount = new Intl.NumberFormat('en-US');
const usRounded = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Any double, weighted toward the figures a site shows and the halves where rounding decides. */
const numbers = fc.oneof(
  fc.double(),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 2),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 2_000),
  fc.double({ min: -1e22, max: 1e22 }),
  fc.constantFrom(0, -0, 0.5, -0.5, 2.5, 1e21, -1e21, 999.9995, 0.0005, Number.MAX_VALUE, Infinity, -Infinity, NaN),
);

describe('US number formats', () => {
  it('writes counts, rounded figures and whole dollars', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(1_234.5)).toBe('1,234.5');
    expect(formatCount(0.1 + 0.2)).toBe('0.3');
    expect(formatRounded(1_234.6)).toBe('1,235');
    expect(formatRounded(2.5)).toBe('3');
    expect(formatRounded(-2.5)).toBe('-3');
    expect(formatDollars(625_000)).toBe('$625,000');
    expect(formatDollars(1_234.5)).toBe('$1,235');
    expect(formatDollars(-1_234)).toBe('-$1,234');
    expect(formatDollars(Infinity)).toBe('$∞');
  });

  it('writes every number exactly as Intl.NumberFormat("en-US") does', () => {
    fc.assert(
      fc.property(numbers, (value) => {
        expect(formatCount(value)).toBe(usCount.format(value));
        expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
        expect(formatRounded(value)).toBe(usRounded.format(value));
        expect(formatDollars(value)).toBe(usDollars.format(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes decimals as Intl does: rounded on the shortest decimal form, trailing zeros dropped', () => {
    expect(formatDecimal(0.37, 2)).toBe('0.37');
    expect(formatDecimal(1.005, 2)).toBe('1.01');
    expect(formatDecimal(1_234.5678, 2)).toBe('1,234.57');
    expect(formatDecimal(12.5, 1)).toBe('12.5');
    expect(formatDecimal(12.0, 1)).toBe('12');
    expect(formatDecimal(9.96, 1)).toBe('10');
    expect(formatDecimal(999_999.996, 2)).toBe('1,000,000');
    expect(formatDecimal(-0.001, 2)).toBe('-0');
    expect(formatDecimal(1e-7, 2)).toBe('0');
  });

  it('writes every number with up to four decimals exactly as Intl.NumberFormat("en-US") does', () => {
    const intl = [0, 1, 2, 3, 4].map((digits) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }));
    fc.assert(
      fc.property(numbers, fc.integer({ min: 0, max: 4 }), (value, digits) => {
        expect(formatDecimal(value, digits)).toBe(intl[digits]?.format(value));
      }),
      { numRuns: 5_000 },
    );
  });

  it('writes signed percentages as Intl does: the point moved two places, a sign unless it rounds to zero', () => {
    expect(formatSignedPercent(-0.043478260869565216, 1)).toBe('-4.3%');
    expect(formatSignedPercent(0.02, 1)).toBe('+2.0%');
    expect(formatSignedPercent(0, 1)).toBe('0.0%');
    expect(formatSignedPercent(-0.0004, 1)).toBe('0.0%');
    expect(formatSignedPercent(0.00095, 1)).toBe('+0.1%');
    expect(formatSignedPercent(12.345, 1)).toBe('+1,234.5%');
    const intl = [0, 1, 2].map(
      (digits) =>
        new Intl.NumberFormat('en-US', {
          style: 'percent',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
          signDisplay: 'exceptZero',
        }),
    );
    fc.assert(
      fc.property(numbers, fc.integer({ min: 0, max: 2 }), (value, digits) => {
        expect(formatSignedPercent(value, digits)).toBe(intl[digits]?.format(value));
      }),
      { numRuns: 5_000 },
    );
  });
});

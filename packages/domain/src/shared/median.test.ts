import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

const numbers = fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 40 });

describe(median, () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([400_000, 100_000, 300_000, 200_000])).toBe(250_000);
  });

  it('answers null for no numbers and leaves out values that are not finite', () => {
    expect(median([])).toBeNull();
    expect(median([Number.NaN, Number.POSITIVE_INFINITY])).toBeNull();
    expect(median([Number.NaN, 5])).toBe(5);
  });

  it('lies between the smallest and the largest value', () => {
    fc.assert(
      fc.property(numbers, (values) => {
        const middle = median(values) as number;
        expect(middle).toBeGreaterThanOrEqual(Math.min(...values));
        expect(middle).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });

  it('does not depend on the order of the values', () => {
    fc.assert(
      fc.property(numbers, (values) => {
        expect(median([...values].reverse())).toBe(median(values));
      }),
    );
  });

  it('has as many values at or below it as at or above it', () => {
    fc.assert(
      fc.property(numbers, (values) => {
        const middle = median(values) as number;
        expect(values.filter((value) => value <= middle).length).toBeGreaterThanOrEqual(values.length / 2);
        expect(values.filter((value) => value >= middle).length).toBeGreaterThanOrEqual(values.length / 2);
      }),
    );
  });
});

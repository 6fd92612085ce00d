import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyAssociationFees, monthlyFee } from './association-fees.ts';
import { ASSOCIATION_FEE_FREQUENCIES } from './florida-facts.ts';

describe('monthlyFee', () => {
  it.each([
    [300, 'Monthly', 300],
    [900, 'Quarterly', 300],
    [3_600, 'Annually', 300],
    [1_800, 'Semi-Annually', 300],
    [100, 'Weekly', 433.33],
    [250, null, 250],
    [5_000, 'One Time', null],
    [-20, 'Monthly', null],
    [null, 'Monthly', null],
  ] as const)('%s %s is %s a month', (amount, frequency, monthly) => {
    expect(monthlyFee(amount, frequency)).toBe(monthly);
  });

  it('is never negative and grows with the amount, for every frequency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...ASSOCIATION_FEE_FREQUENCIES),
        (a, b, frequency) => {
          const [low, high] = [monthlyFee(Math.min(a, b), frequency), monthlyFee(Math.max(a, b), frequency)];
          if (low === null || high === null) expect(frequency).toBe('One Time');
          else {
            expect(low).toBeGreaterThanOrEqual(0);
            expect(high).toBeGreaterThanOrEqual(low);
          }
        },
      ),
    );
  });
});

describe('monthlyAssociationFees', () => {
  it('adds a master association billed quarterly to a condo association billed monthly', () => {
    expect(
      monthlyAssociationFees({
        AssociationFee: 1_200,
        AssociationFeeFrequency: 'Quarterly',
        AssociationFee2: 850,
        AssociationFee2Frequency: 'Monthly',
      }),
    ).toEqual({ first: 400, second: 850, total: 1_250 });
  });

  it('has a total equal to the sum of its parts, and none when neither fee recurs', () => {
    const fee = fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null });
    const frequency = fc.option(fc.constantFrom(...ASSOCIATION_FEE_FREQUENCIES), { nil: null });
    fc.assert(
      fc.property(fee, frequency, fee, frequency, (AssociationFee, first, AssociationFee2, second) => {
        const fees = monthlyAssociationFees({
          AssociationFee,
          AssociationFeeFrequency: first,
          AssociationFee2,
          AssociationFee2Frequency: second,
        });
        if (fees.first === null && fees.second === null) expect(fees.total).toBeNull();
        else expect(fees.total).toBeCloseTo((fees.first ?? 0) + (fees.second ?? 0), 2);
      }),
    );
  });
});

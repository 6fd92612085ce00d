import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deedStampTaxCents, ownerTitlePremiumCents, proratedTaxCents } from './florida-closing-costs.ts';

const dollars = (amount: number) => Math.round(amount * 100);

describe(deedStampTaxCents, () => {
  it('charges 70 cents on each $100 of the price, a fraction of $100 counting as a whole one', () => {
    expect(deedStampTaxCents(dollars(500_000))).toBe(dollars(3_500));
    expect(deedStampTaxCents(dollars(500_000.01))).toBe(dollars(3_500.7));
    expect(deedStampTaxCents(dollars(500_099))).toBe(dollars(3_500.7));
    expect(deedStampTaxCents(0)).toBe(0);
  });

  it('is never below 0.70 % of the price nor 70 cents above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (price) => {
        const tax = deedStampTaxCents(price);
        expect(tax).toBeGreaterThanOrEqual(price * 0.007 - 1e-6);
        expect(tax).toBeLessThan(price * 0.007 + 70);
      }),
    );
  });
});

describe(ownerTitlePremiumCents, () => {
  it.each([
    [10_000, 100],
    [100_000, 575],
    [100_050, 575.5],
    [500_000, 2_575],
    [1_000_000, 5_075],
    [1_500_000, 6_325],
    [7_000_000, 19_575],
    [12_000_000, 30_325],
  ])('charges the promulgated bands on a $%i policy: $%f', (price, premium) => {
    expect(ownerTitlePremiumCents(dollars(price))).toBe(dollars(premium));
  });

  it('never falls as the price rises, and is at least the $100 minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (price, more) => {
          expect(ownerTitlePremiumCents(price + more)).toBeGreaterThanOrEqual(ownerTitlePremiumCents(price));
          expect(ownerTitlePremiumCents(price)).toBeGreaterThanOrEqual(10_000);
        },
      ),
    );
  });
});

describe(proratedTaxCents, () => {
  it("charges the seller every day from January 1 to the day before closing, in the year's own length", () => {
    expect(proratedTaxCents(dollars(3_650), '2026-01-01')).toBe(0);
    expect(proratedTaxCents(dollars(3_650), '2026-07-02')).toBe(dollars(1_820));
    expect(proratedTaxCents(dollars(3_660), '2028-12-31')).toBe(dollars(3_650));
  });
});

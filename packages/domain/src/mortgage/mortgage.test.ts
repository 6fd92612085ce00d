import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyMortgagePayment, mortgageInputIssues, type MortgageInput } from './mortgage.ts';

const EXAMPLE: MortgageInput = {
  price: 500_000,
  downPayment: 100_000,
  annualRatePercent: 6.5,
  termYears: 30,
  annualTaxes: 6_000,
  annualInsurance: 3_600,
  monthlyHoa: 250,
};

const rateArbitrary = fc.double({ min: 0, max: 30, noNaN: true });
/** A valid calculator input with a loan of at least $1,000. */
const inputArbitrary: fc.Arbitrary<MortgageInput> = fc
  .record({
    downPayment: fc.integer({ min: 0, max: 5_000_000 }),
    loan: fc.integer({ min: 1_000, max: 20_000_000 }),
    annualRatePercent: rateArbitrary,
    termYears: fc.integer({ min: 1, max: 50 }),
    annualTaxes: fc.integer({ min: 0, max: 200_000 }),
    annualInsurance: fc.integer({ min: 0, max: 100_000 }),
    monthlyHoa: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ loan, ...input }) => ({ ...input, price: input.downPayment + loan }));

/** The balance left after paying `payment` every month for `months` months at monthly rate `rate`. */
function balanceAfter(loan: number, rate: number, payment: number, months: number): number {
  let balance = loan;
  for (let month = 0; month < months; month += 1) balance = balance * (1 + rate) - payment;
  return balance;
}

describe(monthlyMortgagePayment, () => {
  it('gives $2,528.27 principal and interest for $400,000 at 6.5 % over 30 years, $3,578.27 in all', () => {
    const payment = monthlyMortgagePayment(EXAMPLE);
    expect(payment.loanAmount).toBe(400_000);
    expect(payment.principalAndInterest).toBeCloseTo(2_528.27, 2);
    expect(payment.taxes).toBe(500);
    expect(payment.insurance).toBe(300);
    expect(payment.hoa).toBe(250);
    expect(payment.total).toBeCloseTo(3_578.27, 2);
  });

  it('never lends less than nothing: a down payment above the price gives a loan of 0', () => {
    const payment = monthlyMortgagePayment({ ...EXAMPLE, downPayment: 600_000 });
    expect(payment.loanAmount).toBe(0);
    expect(payment.principalAndInterest).toBe(0);
  });

  it('divides the loan evenly over the months at a rate of 0', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const payment = monthlyMortgagePayment({ ...input, annualRatePercent: 0 });
        expect(payment.principalAndInterest).toBe((input.price - input.downPayment) / (input.termYears * 12));
      }),
    );
  });

  it('stays finite and close to the zero-rate payment at a tiny rate', () => {
    for (const annualRatePercent of [1e-300, 1e-14, 1e-12, 1e-9]) {
      const { principalAndInterest } = monthlyMortgagePayment({ ...EXAMPLE, annualRatePercent });
      expect(principalAndInterest).toBeCloseTo(400_000 / 360, 4);
    }
  });

  it('makes the total the sum of its parts, with a twelfth of the yearly taxes and insurance', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const payment = monthlyMortgagePayment(input);
        expect(payment.total).toBeCloseTo(
          payment.principalAndInterest + payment.taxes + payment.insurance + payment.hoa,
          6,
        );
        expect(payment.taxes).toBeCloseTo(input.annualTaxes / 12, 9);
        expect(payment.insurance).toBeCloseTo(input.annualInsurance / 12, 9);
        expect(payment.hoa).toBe(input.monthlyHoa);
        expect(payment.loanAmount).toBe(input.price - input.downPayment);
      }),
    );
  });

  it('pays off the loan exactly at the end of the term', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const payment = monthlyMortgagePayment(input);
        const months = input.termYears * 12;
        const left = balanceAfter(
          payment.loanAmount,
          input.annualRatePercent / 1200,
          payment.principalAndInterest,
          months,
        );
        expect(Math.abs(left)).toBeLessThanOrEqual(payment.loanAmount * 1e-6);
      }),
    );
  });

  it('repays at least the loan over the term', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const payment = monthlyMortgagePayment(input);
        expect(payment.principalAndInterest * input.termYears * 12).toBeGreaterThanOrEqual(
          payment.loanAmount * (1 - 1e-12),
        );
      }),
    );
  });

  it('costs more at a higher rate', () => {
    fc.assert(
      fc.property(inputArbitrary, rateArbitrary, rateArbitrary, (input, a, b) => {
        fc.pre(Math.abs(a - b) >= 0.001);
        const [low, high] = [Math.min(a, b), Math.max(a, b)];
        const cheaper = monthlyMortgagePayment({ ...input, annualRatePercent: low });
        const dearer = monthlyMortgagePayment({ ...input, annualRatePercent: high });
        expect(dearer.principalAndInterest).toBeGreaterThan(cheaper.principalAndInterest);
        expect(dearer.total).toBeGreaterThan(cheaper.total);
      }),
    );
  });

  it('never costs less at a rate a hair higher', () => {
    fc.assert(
      fc.property(inputArbitrary, rateArbitrary, rateArbitrary, (input, a, b) => {
        const [low, high] = [Math.min(a, b), Math.max(a, b)];
        const cheaper = monthlyMortgagePayment({ ...input, annualRatePercent: low }).principalAndInterest;
        expect(
          monthlyMortgagePayment({ ...input, annualRatePercent: high }).principalAndInterest,
        ).toBeGreaterThanOrEqual(cheaper * (1 - 1e-12));
      }),
    );
  });

  it('costs more for a higher price with the same down payment', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer({ min: 1, max: 1_000_000 }), (input, extra) => {
        const dearer = monthlyMortgagePayment({ ...input, price: input.price + extra });
        expect(dearer.principalAndInterest).toBeGreaterThan(monthlyMortgagePayment(input).principalAndInterest);
      }),
    );
  });

  it('costs less over a longer term, each month', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        fc.pre(input.termYears < 50);
        const longer = monthlyMortgagePayment({ ...input, termYears: input.termYears + 1 });
        expect(longer.principalAndInterest).toBeLessThan(monthlyMortgagePayment(input).principalAndInterest);
      }),
    );
  });
});

describe(mortgageInputIssues, () => {
  it('finds nothing wrong with a sensible input', () => {
    expect(mortgageInputIssues(EXAMPLE)).toEqual([]);
  });

  it('finds nothing wrong with any input within the limits', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expect(mortgageInputIssues(input)).toEqual([]);
      }),
    );
  });

  it('asks for an amount of 0 or more in each money field', () => {
    for (const field of ['price', 'downPayment', 'annualTaxes', 'annualInsurance', 'monthlyHoa'] as const) {
      for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
        const issues = mortgageInputIssues({ ...EXAMPLE, [field]: value });
        expect(issues).toContainEqual({ field, message: 'Enter an amount of 0 or more' });
        expect(
          issues.every((issue) => issue.field === field || (field === 'price' && issue.field === 'downPayment')),
        ).toBe(true);
      }
    }
  });

  it('refuses a down payment above the price', () => {
    expect(mortgageInputIssues({ ...EXAMPLE, downPayment: 500_001 })).toEqual([
      { field: 'downPayment', message: 'The down payment cannot exceed the price' },
    ]);
    expect(mortgageInputIssues({ ...EXAMPLE, downPayment: 500_000 })).toEqual([]);
  });

  it('accepts a rate from 0 to 30 % and nothing else', () => {
    for (const rate of [0, 30, 6.875]) expect(mortgageInputIssues({ ...EXAMPLE, annualRatePercent: rate })).toEqual([]);
    for (const rate of [-0.1, 30.01, Number.NaN])
      expect(mortgageInputIssues({ ...EXAMPLE, annualRatePercent: rate })).toEqual([
        { field: 'annualRatePercent', message: 'Enter a rate from 0 to 30 %' },
      ]);
  });

  it('accepts a term from 1 to 50 years and nothing else', () => {
    for (const termYears of [1, 15, 50]) expect(mortgageInputIssues({ ...EXAMPLE, termYears })).toEqual([]);
    for (const termYears of [0, 0.5, 51, Number.NaN])
      expect(mortgageInputIssues({ ...EXAMPLE, termYears })).toEqual([
        { field: 'termYears', message: 'Enter a term from 1 to 50 years' },
      ]);
  });
});

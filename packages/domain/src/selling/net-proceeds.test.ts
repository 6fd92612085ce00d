import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NET_PROCEEDS_LINES, netProceeds, netProceedsIssues, type NetProceedsInput } from './net-proceeds.ts';

const EXAMPLE: NetProceedsInput = {
  price: 750_000,
  mortgagePayoff: 320_000,
  commissionPercent: 5.5,
  annualPropertyTax: 7_300,
  closingDate: '2026-03-02',
  hoaEstoppelFee: 299,
};

const inputArbitrary: fc.Arbitrary<NetProceedsInput> = fc.record({
  price: fc.double({ min: 1, max: 100_000_000, noNaN: true }),
  mortgagePayoff: fc.double({ min: 0, max: 100_000_000, noNaN: true }),
  commissionPercent: fc.double({ min: 0, max: 20, noNaN: true }),
  annualPropertyTax: fc.double({ min: 0, max: 1_000_000, noNaN: true }),
  closingDate: fc
    .integer({ min: 0, max: 3_650 })
    .map((days) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10)),
  hoaEstoppelFee: fc.double({ min: 0, max: 5_000, noNaN: true }),
});

describe(netProceeds, () => {
  it('subtracts payoff, commission, deed stamps, title policy, prorated taxes and the estoppel fee', () => {
    expect(netProceeds(EXAMPLE)).toEqual({
      priceCents: 75_000_000,
      lines: {
        mortgagePayoff: 32_000_000,
        commission: 4_125_000,
        deedStampTax: 525_000,
        ownerTitleInsurance: 382_500,
        // 60 days (January and February) of $7,300 a year.
        proratedPropertyTax: 120_000,
        hoaEstoppelFee: 29_900,
      },
      netCents: 75_000_000 - 32_000_000 - 4_125_000 - 525_000 - 382_500 - 120_000 - 29_900,
    });
  });

  it('every line is non-negative and the net is the price less the sum of the lines', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expect(netProceedsIssues(input)).toEqual([]);
        const sheet = netProceeds(input);
        const lines = NET_PROCEEDS_LINES.map((line) => sheet.lines[line]);
        for (const amount of lines) expect(Number.isInteger(amount) && amount >= 0).toBe(true);
        expect(sheet.netCents).toBe(sheet.priceCents - lines.reduce((sum, amount) => sum + amount, 0));
      }),
    );
  });
});

describe(netProceedsIssues, () => {
  it('names every bad field', () => {
    const issues = netProceedsIssues({
      price: 0,
      mortgagePayoff: -1,
      commissionPercent: 21,
      annualPropertyTax: Number.NaN,
      closingDate: '2026-02-30x',
      hoaEstoppelFee: 1e12,
    });
    expect(issues.map((issue) => issue.field)).toEqual([
      'price',
      'mortgagePayoff',
      'commissionPercent',
      'annualPropertyTax',
      'hoaEstoppelFee',
      'closingDate',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { initialNetSheet, readNetSheet } from './net-sheet-values.ts';

describe(initialNetSheet, () => {
  it('starts from the estimate and the home’s taxes, closing on the first of the month after next', () => {
    expect(initialNetSheet(812_000, 9_120.5, '2026-11-26')).toEqual({
      price: '812000',
      mortgagePayoff: '0',
      commissionPercent: '6',
      annualPropertyTax: '9121',
      closingDate: '2027-01-01',
      hoaEstoppelFee: '0',
    });
  });
});

describe(readNetSheet, () => {
  it('reads dollars with $ and commas, blanks as 0', () => {
    const values = { ...initialNetSheet(null, null, '2026-11-26'), price: '$812,000', annualPropertyTax: '' };
    expect(readNetSheet(values)).toMatchObject({ input: { price: 812_000, annualPropertyTax: 0 } });
  });

  it('names the problems instead of computing', () => {
    const values = { ...initialNetSheet(null, null, '2026-11-26'), price: '', commissionPercent: 'six' };
    expect(readNetSheet(values)).toMatchObject({ issues: [{ field: 'price' }, { field: 'commissionPercent' }] });
  });
});

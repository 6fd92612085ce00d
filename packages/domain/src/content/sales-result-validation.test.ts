import { validSalesResultFieldsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeSalesResult,
  SALE_PRICE_MAX,
  salesResultIssues,
  type SalesResultFields,
} from './sales-result-validation.ts';

const SALE: SalesResultFields = {
  address: '4280 Gordon Dr',
  city: 'Naples',
  price: 7_450_000,
  closedOn: '2026-06-18',
  side: 'listing',
  agentId: null,
  photo: { url: '/media/demo/exterior/88.svg', alt: 'Two-storey white stucco home with a clay tile roof' },
  published: true,
};

describe(salesResultIssues, () => {
  it('finds nothing wrong with a complete sale', () => {
    expect(salesResultIssues(SALE)).toEqual([]);
  });

  it('needs an address, a city, a real closing day and a side', () => {
    // @ts-expect-error -- a side outside the list, as an unchecked request could send it
    const issues = salesResultIssues({ ...SALE, address: '', city: ' ', closedOn: '18/06/2026', side: 'both' });
    expect(issues.map((issue) => issue.field)).toEqual(['address', 'city', 'closedOn', 'side']);
  });

  it('accepts exactly the whole prices above 0 up to the limit', () => {
    fc.assert(
      fc.property(
        validSalesResultFieldsArbitrary,
        fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: false })),
        (fields, price) => {
          const valid = Number.isInteger(price) && price > 0 && price <= SALE_PRICE_MAX;
          expect(salesResultIssues({ ...fields, price }).length === 0).toBe(valid);
        },
      ),
    );
  });
});

describe(normalizeSalesResult, () => {
  it('trims every text', () => {
    expect(
      normalizeSalesResult({
        ...SALE,
        address: ' 4280 Gordon Dr ',
        photo: { url: ` ${SALE.photo.url}`, alt: `${SALE.photo.alt} ` },
      }),
    ).toEqual(SALE);
  });
});

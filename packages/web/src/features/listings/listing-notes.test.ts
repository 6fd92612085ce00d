import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_STATUSES } from '@app/domain';
import { formatShortDate, headlinePrice, previousPrice, priceNote } from './listing-notes.ts';

const base = {
  StandardStatus: 'Active' as const,
  ClosePrice: null,
  CloseDate: null,
  ListPrice: 900_000,
  PreviousListPrice: null,
  PriceChangeTimestamp: null,
};

describe(priceNote, () => {
  it('tells when a sold home sold and what it was listed at', () => {
    expect(priceNote({ ...base, StandardStatus: 'Closed', ClosePrice: 875_000, CloseDate: '2026-10-02' })).toBe(
      'Sold on Oct 2, 2026 · listed at $900,000',
    );
  });

  it('tells a reduction and when it happened', () => {
    expect(priceNote({ ...base, PreviousListPrice: 950_000, PriceChangeTimestamp: '2026-10-20T15:00:00Z' })).toBe(
      'Reduced $50,000 on Oct 20, 2026',
    );
  });

  it('tells a raise as a raise', () => {
    expect(priceNote({ ...base, PreviousListPrice: 850_000 })).toBe('Raised $50,000');
  });

  it('has nothing to say about an unchanged price', () => {
    expect(priceNote(base)).toBeNull();
  });
});

describe(formatShortDate, () => {
  it('reads calendar dates without shifting the day', () => {
    expect(formatShortDate('2026-01-01')).toBe('Jan 1, 2026');
  });
});

describe('the headline price', () => {
  const sold = { ...base, StandardStatus: 'Closed' as const, ClosePrice: 875_000, CloseDate: '2026-10-02' };

  it('is the sold price of a sold home, with no struck-through price', () => {
    expect(headlinePrice(sold)).toBe(875_000);
    expect(previousPrice({ ...sold, PreviousListPrice: 950_000 })).toBeNull();
  });

  it('is the asking price otherwise, with the previous one after a change', () => {
    expect(headlinePrice({ ...base, ClosePrice: 1 })).toBe(900_000);
    expect(previousPrice({ ...base, PreviousListPrice: 950_000 })).toBe(950_000);
  });

  it('leads with the sold price exactly when a home is closed with a known sold price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STANDARD_STATUSES),
        fc.option(fc.integer({ min: 1, max: 50_000_000 })),
        fc.option(fc.integer({ min: 1, max: 50_000_000 })),
        (status, closePrice, listPrice) => {
          const listing = { ...base, StandardStatus: status, ClosePrice: closePrice, ListPrice: listPrice };
          const soldPriceShown = status === 'Closed' && closePrice !== null;
          expect(headlinePrice(listing)).toBe(soldPriceShown ? closePrice : listPrice);
          if (soldPriceShown) expect(previousPrice(listing)).toBeNull();
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatShortDate, priceNote } from './listing-notes.ts';

const base = {
  StandardStatus: 'Active' as const,
  ClosePrice: null,
  CloseDate: null,
  ListPrice: 900_000,
  PreviousListPrice: null,
  PriceChangeTimestamp: null,
};

describe(priceNote, () => {
  it('tells the sold price and date of a closed listing', () => {
    expect(priceNote({ ...base, StandardStatus: 'Closed', ClosePrice: 875_000, CloseDate: '2026-10-02' })).toBe(
      'Sold for $875,000 on Oct 2, 2026',
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

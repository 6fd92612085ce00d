import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quickSearchParams } from './quick-search.ts';

describe(quickSearchParams, () => {
  it('keeps the chosen values and drops empty ones', () => {
    expect(quickSearchParams({ q: '  Naples ', type: 'Condominium', maxPrice: '' })).toEqual({
      q: 'Naples',
      type: 'Condominium',
    });
    expect(quickSearchParams({ q: '', type: '', maxPrice: '' })).toEqual({});
  });

  it('never produces an empty parameter', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (q, type, maxPrice) => {
        for (const value of Object.values(quickSearchParams({ q, type, maxPrice }))) expect(value.trim()).not.toBe('');
      }),
    );
  });
});

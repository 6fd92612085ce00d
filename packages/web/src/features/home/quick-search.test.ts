import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quickPlaceSearchParams, quickSearchParams } from './quick-search.ts';

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

describe(quickPlaceSearchParams, () => {
  it('searches a picked city, community or ZIP code with the chosen type and price', () => {
    expect(quickPlaceSearchParams({ kind: 'city', label: 'Naples' }, { type: 'Condominium', maxPrice: '' })).toEqual({
      city: 'Naples',
      type: 'Condominium',
    });
    expect(
      quickPlaceSearchParams({ kind: 'community', label: 'Pelican Bay' }, { type: '', maxPrice: '750000' }),
    ).toEqual({
      subdivision: 'Pelican Bay',
      maxPrice: '750000',
    });
    expect(quickPlaceSearchParams({ kind: 'zip', label: '34102' }, { type: '', maxPrice: '' })).toEqual({
      zip: '34102',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { marketRequest, marketSearch, pickMarketParams } from './market-params.ts';

describe(pickMarketParams, () => {
  it('keeps a city and a period the page offers, and drops the rest', () => {
    expect(pickMarketParams({ city: ' Naples ', months: '24', page: '2' })).toEqual({ city: 'Naples', months: '24' });
    expect(pickMarketParams({ city: '', months: '7' })).toEqual({});
    expect(pickMarketParams({ months: 6 })).toEqual({ months: '6' });
    expect(pickMarketParams({ city: ['Naples'] })).toEqual({});
  });
});

describe(marketRequest, () => {
  it('asks for the city and the months, 12 months by default', () => {
    expect(marketRequest({})).toEqual({ months: 12 });
    expect(marketRequest({ city: 'Estero', months: '6' })).toEqual({ city: 'Estero', months: 6 });
  });
});

describe(marketSearch, () => {
  it('leaves the defaults out of the address', () => {
    expect(marketSearch(null, 12)).toEqual({});
    expect(marketSearch('Cape Coral', 24)).toEqual({ city: 'Cape Coral', months: '24' });
  });
});

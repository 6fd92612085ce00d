import { describe, expect, it } from 'vitest';
import { viewItemParams } from './view-item.ts';

describe(viewItemParams, () => {
  it('takes the listing id, list price and city of a property page, nothing of a person', () => {
    expect(
      viewItemParams({ property: { ListingId: 'A11', ListPrice: 1_250_000, City: 'Naples', ListAgentEmail: 'x@y.z' } }),
    ).toEqual({ listing_id: 'A11', value: 1_250_000, currency: 'USD', city: 'Naples' });
    expect(viewItemParams({ property: { ListingId: 'A12', ListPrice: null, City: null } })).toEqual({
      listing_id: 'A12',
    });
    expect(viewItemParams(undefined)).toBeNull();
    expect(viewItemParams({ property: {} })).toBeNull();
  });
});

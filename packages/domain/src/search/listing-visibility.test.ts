import { standardStatusArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOR_SALE_STATUSES, type StandardStatus } from '../listing/listing.ts';
import type { ListingCriteria } from '../listing/listing-store.port.ts';
import { applyListingVisibility } from './listing-visibility.ts';

const PRIVATE = { closedListingsPublic: false };
const PUBLIC = { closedListingsPublic: true };

const criteriaArbitrary: fc.Arbitrary<ListingCriteria> = fc.record(
  {
    statuses: fc.array(standardStatusArbitrary, { maxLength: 6 }),
    city: fc.constantFrom('Naples', 'Estero'),
    minPrice: fc.integer({ min: 0, max: 2_000_000 }),
    sort: fc.constantFrom('newest', 'recently-closed'),
    limit: fc.integer({ min: 1, max: 100 }),
    offset: fc.nat(500),
  },
  { requiredKeys: ['limit'] },
);

describe(applyListingVisibility, () => {
  it('removes Closed from the chosen statuses when sold data is not public', () => {
    expect(applyListingVisibility({ statuses: ['Active', 'Closed', 'Pending'], limit: 24 }, PRIVATE)).toEqual({
      statuses: ['Active', 'Pending'],
      limit: 24,
    });
  });

  it('limits a query without statuses to the homes for sale when sold data is not public', () => {
    expect(applyListingVisibility({ city: 'Naples', limit: 24 }, PRIVATE)).toEqual({
      city: 'Naples',
      statuses: FOR_SALE_STATUSES,
      limit: 24,
    });
  });

  it('leaves a query that asks only for Closed with no status to select', () => {
    expect(applyListingVisibility({ statuses: ['Closed'], limit: 24 }, PRIVATE).statuses).toEqual([]);
  });

  it('never leaves Closed selectable when sold data is not public', () => {
    fc.assert(
      fc.property(criteriaArbitrary, (criteria) => {
        const visible = applyListingVisibility(criteria, PRIVATE);
        expect(visible.statuses).toBeDefined();
        expect(visible.statuses).not.toContain<StandardStatus>('Closed');
      }),
    );
  });

  it('keeps every other status, in order, and every other field', () => {
    fc.assert(
      fc.property(criteriaArbitrary, (criteria) => {
        const { statuses, ...rest } = applyListingVisibility(criteria, PRIVATE);
        expect(rest).toEqual(Object.fromEntries(Object.entries(criteria).filter(([key]) => key !== 'statuses')));
        if (criteria.statuses !== undefined)
          expect(statuses).toEqual(criteria.statuses.filter((status) => status !== 'Closed'));
      }),
    );
  });

  it('changes nothing when sold data is public', () => {
    fc.assert(
      fc.property(criteriaArbitrary, (criteria) => {
        expect(applyListingVisibility(criteria, PUBLIC)).toBe(criteria);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(criteriaArbitrary, fc.boolean(), (criteria, closedListingsPublic) => {
        const once = applyListingVisibility(criteria, { closedListingsPublic });
        expect(applyListingVisibility(once, { closedListingsPublic })).toEqual(once);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURED_GROUPS, groupFeaturedListings } from './featured-groups.ts';
import { FOR_SALE_STATUSES, STANDARD_STATUSES, type StandardStatus } from './listing.ts';

const home = (id: string, StandardStatus: StandardStatus) => ({ id, StandardStatus });

describe('groupFeaturedListings', () => {
  it('puts homes for sale first and homes under contract second, keeping the order given', () => {
    const groups = groupFeaturedListings([
      home('a', 'Pending'),
      home('b', 'Active'),
      home('c', 'Coming Soon'),
      home('d', 'Active Under Contract'),
    ]);
    expect(groups.map((group) => [group.title, group.listings.map((listing) => listing.id)])).toEqual([
      ['For sale', ['b', 'c']],
      ['Under contract', ['a', 'd']],
    ]);
  });

  it('leaves out sold or withdrawn homes and empty sections', () => {
    expect(groupFeaturedListings([home('a', 'Closed'), home('b', 'Withdrawn')])).toEqual([]);
    expect(groupFeaturedListings([home('a', 'Active')]).map((group) => group.key)).toEqual(['for-sale']);
  });

  it('places every home that is for sale in exactly one section and nothing else anywhere', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STANDARD_STATUSES)), (statuses) => {
        const listings = statuses.map((status, index) => home(String(index), status));
        const placed = groupFeaturedListings(listings).flatMap((group) => group.listings.map((listing) => listing.id));
        const forSale = listings.filter((listing) => FOR_SALE_STATUSES.includes(listing.StandardStatus));
        expect([...placed].sort()).toEqual(forSale.map((listing) => listing.id).sort());
        expect(new Set(placed).size).toBe(placed.length);
      }),
    );
  });

  it('covers exactly the statuses a home for sale can carry', () => {
    expect(FEATURED_GROUPS.flatMap((group) => group.statuses).sort()).toEqual([...FOR_SALE_STATUSES].sort());
  });
});

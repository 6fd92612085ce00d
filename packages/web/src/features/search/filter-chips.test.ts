import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_SEARCH, type ListingSearch } from '@app/domain';
import { listingSearchArbitrary } from '@app/testing';
import { describeSearch } from './describe-search.ts';
import { clearedSearch, filterChips, withFilters } from './filter-chips.ts';

describe(filterChips, () => {
  it('lists each active filter with a readable label', () => {
    const search: ListingSearch = {
      ...EMPTY_SEARCH,
      city: 'Naples',
      listAgentMlsId: '248100',
      maxPrice: 1_000_000,
      minBeds: 3,
      pool: true,
    };
    expect(filterChips(search).map((chip) => chip.label)).toEqual([
      'Naples',
      'Listing agent 248100',
      'Up to $1,000,000',
      '3+ beds',
      'Private pool',
    ]);
  });

  it('names a community by the name the search answered, else by its address name in words', () => {
    const search: ListingSearch = { ...EMPTY_SEARCH, community: 'fiddler-s-creek' };
    expect(filterChips(search, "Fiddler's Creek").map((chip) => chip.label)).toEqual(["Fiddler's Creek"]);
    expect(filterChips(search).map((chip) => chip.label)).toEqual(['Fiddler S Creek']);
    expect(describeSearch(search, "Fiddler's Creek")).toBe("Homes for sale in Fiddler's Creek");
  });

  it('has no chips for the empty search', () => {
    expect(filterChips(EMPTY_SEARCH)).toEqual([]);
  });

  it('removing a chip drops exactly that filter and goes back to page 1', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, (search) => {
        const chips = filterChips(search);
        for (const chip of chips) {
          expect(filterChips(chip.without)).toHaveLength(chips.length - 1);
          expect(chip.without.page).toBe(1);
          expect(chip.without.sort).toBe(search.sort);
        }
      }),
    );
  });
});

describe(withFilters, () => {
  it('applies the change, drops cleared filters and resets the page', () => {
    const search: ListingSearch = { ...EMPTY_SEARCH, city: 'Naples', page: 4 };
    expect(withFilters(search, { city: undefined, minBeds: 2 })).toEqual({ sort: 'newest', page: 1, minBeds: 2 });
  });
});

describe(clearedSearch, () => {
  it('keeps only the order', () => {
    expect(clearedSearch({ ...EMPTY_SEARCH, city: 'Estero', sort: 'price-asc', page: 3 })).toEqual({
      sort: 'price-asc',
      page: 1,
    });
  });
});

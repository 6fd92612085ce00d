import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, type ListingSearch } from '@app/domain';
import { withFilters } from './filter-chips.ts';
import { interpretedChange } from './interpreted-search.ts';

const shown: ListingSearch = {
  ...EMPTY_SEARCH,
  q: 'old words',
  city: 'Estero',
  minBaths: 2,
  sort: 'price-asc',
  page: 3,
};

describe(interpretedChange, () => {
  it('replaces the filters a sentence names and the free text, keeps the others and the order, back to page 1', () => {
    const sentence: ListingSearch = { ...EMPTY_SEARCH, city: 'Naples', minBeds: 3, pool: true, maxPrice: 800_000 };
    expect(withFilters(shown, interpretedChange(sentence))).toEqual({
      city: 'Naples',
      minBeds: 3,
      pool: true,
      maxPrice: 800_000,
      minBaths: 2,
      sort: 'price-asc',
      page: 1,
    });
  });

  it('takes the order a sentence names, and its words for the descriptions', () => {
    const sentence: ListingSearch = { ...EMPTY_SEARCH, sort: 'largest', remarks: 'gulf access' };
    expect(withFilters(shown, interpretedChange(sentence))).toMatchObject({ sort: 'largest', remarks: 'gulf access' });
    expect(withFilters(shown, interpretedChange(sentence)).q).toBeUndefined();
  });
});

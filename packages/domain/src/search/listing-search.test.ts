import { describe, expect, it } from 'vitest';
import { FOR_SALE_STATUSES, PUBLIC_STATUSES } from '../listing/listing.ts';
import { LISTING_SORTS } from '../listing/listing-store.port.ts';
import { isSlug } from '../shared/slug.ts';
import { DEFAULT_SEARCH_STATUSES, EMPTY_SEARCH, SEARCH_SORTS, SEARCH_STATUS_SLUGS } from './listing-search.ts';

describe('listing search constants', () => {
  it('starts a search on page 1, newest first, with no filter', () => {
    expect(EMPTY_SEARCH).toEqual({ sort: 'newest', page: 1 });
  });

  it('shows homes that can still be bought unless told otherwise', () => {
    expect(DEFAULT_SEARCH_STATUSES).toEqual(['Active', 'Active Under Contract', 'Coming Soon']);
    expect(FOR_SALE_STATUSES).toEqual(expect.arrayContaining([...DEFAULT_SEARCH_STATUSES]));
  });

  it('names each public status in URLs by a distinct slug, default statuses included', () => {
    expect(Object.keys(SEARCH_STATUS_SLUGS).every(isSlug)).toBe(true);
    expect([...Object.values(SEARCH_STATUS_SLUGS)].sort()).toEqual([...PUBLIC_STATUSES].sort());
    expect(Object.values(SEARCH_STATUS_SLUGS)).toEqual(expect.arrayContaining([...DEFAULT_SEARCH_STATUSES]));
  });

  it('offers only orders the listing store knows, newest first', () => {
    expect(SEARCH_SORTS[0]).toBe('newest');
    expect(LISTING_SORTS).toEqual(expect.arrayContaining([...SEARCH_SORTS]));
  });
});

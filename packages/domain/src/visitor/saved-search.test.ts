import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingSearchArbitrary } from '@app/testing';
import { listingSearchParams, parseListingSearch } from '../search/listing-search-params.ts';
import {
  ALERT_FREQUENCIES,
  newSavedSearchIssues,
  savedSearchHref,
  savedSearchNameIssue,
  savedSearchState,
  SAVED_SEARCH_VIEWS,
} from './saved-search.ts';

const viewArbitrary = fc.constantFrom(...SAVED_SEARCH_VIEWS);

/** The query of an address as the page reads it. */
function queryOf(href: string): Record<string, string> {
  return Object.fromEntries(new URL(href, 'https://example.com').searchParams);
}

describe('saved search state', () => {
  it('round-trips: the stored state opens the same search (page 1) on the same page', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, viewArbitrary, (search, view) => {
        const stored = savedSearchState(view, listingSearchParams(search));
        const href = savedSearchHref(JSON.parse(JSON.stringify(stored)) as typeof stored);
        expect(href.startsWith(view === 'map' ? '/search/map' : '/search')).toBe(true);
        expect(parseListingSearch(queryOf(href))).toEqual({ search: { ...search, page: 1 }, issues: [] });
      }),
    );
  });

  it('is canonical: saving the opened address again stores the same state', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, viewArbitrary, (search, view) => {
        const stored = savedSearchState(view, listingSearchParams(search));
        expect(savedSearchState(view, queryOf(savedSearchHref(stored)))).toEqual(stored);
      }),
    );
  });

  it('keeps only what the search reads: tracking, unknown and invalid parameters and the page are dropped', () => {
    const stored = savedSearchState('list', {
      city: 'Naples',
      maxPrice: '900000',
      beds: 'lots',
      utm_source: 'mail',
      page: '4',
      sort: 'price-asc',
    });
    expect(stored).toEqual({ view: 'list', params: { city: 'Naples', maxPrice: '900000', sort: 'price-asc' } });
    expect(savedSearchHref(stored)).toBe('/search?city=Naples&maxPrice=900000&sort=price-asc');
    expect(savedSearchHref({ view: 'map', params: {} })).toBe('/search/map');
  });
});

describe('saved search names and alerts', () => {
  it('accepts 1 to 80 characters of one line, trimmed, and every alert frequency', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 80 })
          .filter(
            (name) => name.trim() !== '' && [...name].every((character) => character >= ' ' && character !== '\u007f'),
          ),
        fc.constantFrom(...ALERT_FREQUENCIES),
        (name, alertFrequency) => {
          expect(newSavedSearchIssues({ name, alertFrequency })).toEqual([]);
        },
      ),
    );
  });

  it('refuses a blank, too long or multi-line name and an unknown frequency', () => {
    expect(savedSearchNameIssue('   ')?.field).toBe('name');
    expect(savedSearchNameIssue('x'.repeat(81))?.message).toContain('80');
    expect(savedSearchNameIssue('a\nb')?.message).toContain('one line');
    expect(newSavedSearchIssues({ name: 'Naples', alertFrequency: 'hourly' })).toEqual([
      { field: 'alertFrequency', message: 'Choose instantly, daily, weekly, never' },
    ]);
  });
});

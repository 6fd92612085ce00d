import { listingSearchArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_STATUSES, EMPTY_SEARCH, MAX_PINS, SEARCH_PAGE_SIZE } from './listing-search.ts';
import { pageCount, toListingCriteria, toPinCriteria } from './search-criteria.ts';

const NOW = new Date('2026-03-07T15:30:00.000Z');
const pageSizeArbitrary = fc.integer({ min: 1, max: 200 });

describe(toListingCriteria, () => {
  it('asks for the first page of homes for sale, newest first, for the empty search', () => {
    expect(toListingCriteria(EMPTY_SEARCH, { now: NOW })).toEqual({
      sort: 'newest',
      statuses: DEFAULT_SEARCH_STATUSES,
      limit: SEARCH_PAGE_SIZE,
      offset: 0,
    });
  });

  it('turns the words into text, open houses into those ending after now, and the page into an offset', () => {
    expect(
      toListingCriteria(
        {
          q: 'gulf shore',
          postalCode: '34102',
          openHouses: true,
          statuses: ['Pending'],
          minBaths: 2.5,
          waterfront: true,
          sort: 'price-desc',
          page: 3,
        },
        { now: NOW, pageSize: 10 },
      ),
    ).toEqual({
      text: 'gulf shore',
      postalCode: '34102',
      openHouseAfter: '2026-03-07T15:30:00.000Z',
      statuses: ['Pending'],
      minBaths: 2.5,
      waterfront: true,
      sort: 'price-desc',
      limit: 10,
      offset: 20,
    });
  });

  it('skips (page − 1) × page size listings and answers at most a page', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, fc.option(pageSizeArbitrary, { nil: undefined }), (search, pageSize) => {
        const criteria = toListingCriteria(search, { now: NOW, ...(pageSize === undefined ? {} : { pageSize }) });
        const size = pageSize ?? SEARCH_PAGE_SIZE;
        expect(criteria.limit).toBe(size);
        expect(criteria.offset).toBe((search.page - 1) * size);
      }),
    );
  });

  it('selects the chosen statuses, or the homes for sale when none are chosen', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, (search) => {
        expect(toListingCriteria(search, { now: NOW }).statuses).toEqual(search.statuses ?? DEFAULT_SEARCH_STATUSES);
      }),
    );
  });

  it('passes every other filter and the order on unchanged', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, (search) => {
        const criteria = toListingCriteria(search, { now: NOW });
        const { q, openHouses, page: _page, statuses: _statuses, ...passed } = search;
        expect(criteria).toMatchObject(passed);
        expect(criteria.text).toBe(q);
        expect(criteria.openHouseAfter).toBe(openHouses === true ? NOW.toISOString() : undefined);
        expect(Object.keys(criteria)).not.toContain('page');
        expect(Object.keys(criteria)).not.toContain('q');
        expect(Object.keys(criteria)).not.toContain('openHouses');
      }),
    );
  });
});

describe(toPinCriteria, () => {
  it(`asks for every match up to ${MAX_PINS} from the start, with the same filters`, () => {
    fc.assert(
      fc.property(listingSearchArbitrary, (search) => {
        const pins = toPinCriteria(search, { now: NOW });
        expect(pins).toEqual({ ...toListingCriteria(search, { now: NOW }), limit: MAX_PINS, offset: 0 });
      }),
    );
  });

  it('does not depend on the page', () => {
    fc.assert(
      fc.property(listingSearchArbitrary, fc.integer({ min: 1, max: 500 }), (search, page) => {
        expect(toPinCriteria({ ...search, page }, { now: NOW })).toEqual(toPinCriteria(search, { now: NOW }));
      }),
    );
  });
});

describe(pageCount, () => {
  it('counts whole and partial pages, and at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(SEARCH_PAGE_SIZE)).toBe(1);
    expect(pageCount(SEARCH_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });

  it('gives the fewest pages that hold every result', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), pageSizeArbitrary, (total, pageSize) => {
        const pages = pageCount(total, pageSize);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages * pageSize).toBeGreaterThanOrEqual(total);
        if (total > 0) expect((pages - 1) * pageSize).toBeLessThan(total);
      }),
    );
  });
});

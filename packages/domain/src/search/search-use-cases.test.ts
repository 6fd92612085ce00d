import {
  exampleListing,
  FixedClock,
  InMemoryListingStore,
  InMemoryOpenHouseStore,
  listingSearchArbitrary,
  listingsArbitrary,
  standardStatusArbitrary,
} from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOR_SALE_STATUSES, type Listing, type StandardStatus } from '../listing/listing.ts';
import type { ListingCriteria } from '../listing/listing-store.port.ts';
import {
  DEFAULT_SEARCH_STATUSES,
  EMPTY_SEARCH,
  MAX_PINS,
  SEARCH_PAGE_SIZE,
  type ListingSearch,
} from './listing-search.ts';
import {
  applyListingVisibility,
  createListingPins,
  createSearchListings,
  pageCount,
  toListingCriteria,
  toPinCriteria,
} from './search-use-cases.ts';

const PRIVATE = { closedListingsPublic: false };
const PUBLIC = { closedListingsPublic: true };
const NO_COMMUNITY = () => Promise.resolve(null);

/** `count` listings numbered from 0, each with its own id and key. */
function numbered(count: number, overrides: (i: number) => Partial<Listing> = () => ({})): Listing[] {
  return Array.from({ length: count }, (_, i) => {
    const id = String(300_000_000 + i);
    return exampleListing({ ListingId: id, ListingKey: `10${id}`, ...overrides(i) });
  });
}

/** A search with only the filters the in-memory store is sure to honour, on any page. */
const simpleSearchArbitrary: fc.Arbitrary<ListingSearch> = listingSearchArbitrary.map(({ statuses, sort }) => ({
  ...(statuses === undefined ? {} : { statuses }),
  sort,
  page: 1,
}));

async function everyPage(
  search: (s: ListingSearch) => ReturnType<ReturnType<typeof createSearchListings>>,
  base: ListingSearch,
) {
  const first = await search(base);
  const pages = [first];
  for (let page = 2; page <= first.pageCount; page += 1) pages.push(await search({ ...base, page }));
  return { total: first.total, listings: pages.flatMap((result) => result.listings) };
}

describe(createSearchListings, () => {
  const stored = [
    ...numbered(30, (i) => ({
      StandardStatus: 'Active',
      ListingContractDate: `2024-01-${String(1 + (i % 28)).padStart(2, '0')}`,
    })),
    ...numbered(3, () => ({ StandardStatus: 'Closed' })).map((listing, i) => ({
      ...listing,
      ListingId: `c${i}`,
      ListingKey: `c${i}`,
    })),
    ...numbered(2, () => ({ StandardStatus: 'Withdrawn' })).map((listing, i) => ({
      ...listing,
      ListingId: `w${i}`,
      ListingKey: `w${i}`,
    })),
  ];

  it(`answers the first ${SEARCH_PAGE_SIZE} homes for sale with the total and the number of pages`, async () => {
    const results = await createSearchListings(
      new InMemoryListingStore(stored),
      new FixedClock(),
      PRIVATE,
      NO_COMMUNITY,
    )(EMPTY_SEARCH);
    expect(results.listings).toHaveLength(SEARCH_PAGE_SIZE);
    expect(results).toMatchObject({ total: 30, page: 1, pageSize: SEARCH_PAGE_SIZE, pageCount: 2 });
    expect(results.listings.every((listing) => DEFAULT_SEARCH_STATUSES.includes(listing.StandardStatus))).toBe(true);
  });

  it('answers the rest on the second page', async () => {
    const results = await createSearchListings(
      new InMemoryListingStore(stored),
      new FixedClock(),
      PRIVATE,
      NO_COMMUNITY,
    )({ ...EMPTY_SEARCH, page: 2 });
    expect(results.listings).toHaveLength(6);
    expect(results).toMatchObject({ total: 30, page: 2, pageCount: 2 });
  });

  it('answers an empty page past the last one', async () => {
    const results = await createSearchListings(
      new InMemoryListingStore(stored),
      new FixedClock(),
      PRIVATE,
      NO_COMMUNITY,
    )({ ...EMPTY_SEARCH, page: 9 });
    expect(results).toMatchObject({ listings: [], total: 30, page: 9, pageCount: 2 });
  });

  it('finds no sold homes when sold data is not public, and finds them when it is', async () => {
    const closed: ListingSearch = { ...EMPTY_SEARCH, statuses: ['Closed'] };
    expect(
      await createSearchListings(new InMemoryListingStore(stored), new FixedClock(), PRIVATE, NO_COMMUNITY)(closed),
    ).toMatchObject({ listings: [], total: 0, pageCount: 1 });
    const shown = await createSearchListings(
      new InMemoryListingStore(stored),
      new FixedClock(),
      PUBLIC,
      NO_COMMUNITY,
    )(closed);
    expect(shown.total).toBe(3);
    expect(shown.listings.every((listing) => listing.StandardStatus === 'Closed')).toBe(true);
  });

  it('finds only homes with an open house that has not ended when asked for open houses', async () => {
    const clock = new FixedClock(Date.parse('2026-03-04T17:00:00.000Z'));
    const store = new InMemoryListingStore(numbered(3));
    const openHouse = (key: string, listingKey: string, end: string) => ({
      OpenHouseKey: key,
      ListingKey: listingKey,
      ListingId: listingKey.slice(2),
      OpenHouseStartTime: '2026-03-04T15:00:00.000Z',
      OpenHouseEndTime: end,
      OpenHouseRemarks: null,
    });
    await new InMemoryOpenHouseStore(store).upsertMany([
      openHouse('ended', '10300000000', '2026-03-04T16:59:59.000Z'),
      openHouse('on', '10300000001', '2026-03-04T18:00:00.000Z'),
    ]);
    const results = await createSearchListings(
      store,
      clock,
      PRIVATE,
      NO_COMMUNITY,
    )({ ...EMPTY_SEARCH, openHouses: true });
    expect(results.listings.map((card) => card.ListingKey)).toEqual(['10300000001']);
    clock.advance(2 * 3_600_000);
    expect(
      (await createSearchListings(store, clock, PRIVATE, NO_COMMUNITY)({ ...EMPTY_SEARCH, openHouses: true })).total,
    ).toBe(0);
  });

  it("finds a community's homes in all its subdivisions, the same count as its pins, and names it", async () => {
    const store = new InMemoryListingStore([
      ...numbered(4, (i) => ({ SubdivisionName: i % 2 === 0 ? 'Bay Colony' : 'Pelican Bay' })),
      ...numbered(3, () => ({ SubdivisionName: 'Park Shore' })).map((listing, i) => ({
        ...listing,
        ListingId: `p${i}`,
        ListingKey: `p${i}`,
      })),
    ]);
    const lookup = (slug: string) =>
      Promise.resolve(
        slug === 'pelican-bay' ? { name: 'Pelican Bay', subdivisions: ['Bay Colony', 'Pelican Bay'] } : null,
      );
    const search: ListingSearch = { ...EMPTY_SEARCH, community: 'pelican-bay' };
    const results = await createSearchListings(store, new FixedClock(), PRIVATE, lookup)(search);
    expect(results).toMatchObject({ total: 4, communityName: 'Pelican Bay' });
    expect(await createListingPins(store, new FixedClock(), PRIVATE, lookup)(search)).toHaveLength(4);
    const unknown = await createSearchListings(store, new FixedClock(), PRIVATE, lookup)({ ...search, community: 'x' });
    expect(unknown).toMatchObject({ total: 0, communityName: null });
    expect(await createSearchListings(store, new FixedClock(), PRIVATE, lookup)(EMPTY_SEARCH)).not.toHaveProperty(
      'communityName',
    );
  });

  it('answers card summaries with the first photo only', async () => {
    const [card] = (
      await createSearchListings(
        new InMemoryListingStore([exampleListing()]),
        new FixedClock(),
        PRIVATE,
        NO_COMMUNITY,
      )(EMPTY_SEARCH)
    ).listings;
    expect(card?.Media.map((media) => media.Order)).toEqual([1]);
    expect(card?.totalBathroomsDisplay).toBe(2.5);
  });

  it('rethrows a store failure', async () => {
    const store = new InMemoryListingStore(stored);
    store.failNextWith(new Error('Failed to fetch properties'));
    await expect(createSearchListings(store, new FixedClock(), PRIVATE, NO_COMMUNITY)(EMPTY_SEARCH)).rejects.toThrow(
      'Failed to fetch properties',
    );
  });

  it('spreads every match over its pages exactly once, only with statuses the visitor may see', async () => {
    await fc.assert(
      fc.asyncProperty(
        listingsArbitrary({ maxLength: 60 }),
        simpleSearchArbitrary,
        fc.boolean(),
        async (listings, search, closedListingsPublic) => {
          const run = createSearchListings(
            new InMemoryListingStore(listings),
            new FixedClock(),
            {
              closedListingsPublic,
            },
            NO_COMMUNITY,
          );
          const { total, listings: found } = await everyPage(run, search);
          expect(found).toHaveLength(total);
          expect(new Set(found.map((listing) => listing.ListingKey)).size).toBe(total);
          const allowed = (search.statuses ?? DEFAULT_SEARCH_STATUSES).filter(
            (status) => closedListingsPublic || status !== 'Closed',
          );
          expect(found.every((listing) => allowed.includes(listing.StandardStatus))).toBe(true);
          expect(total).toBe(listings.filter((listing) => allowed.includes(listing.StandardStatus)).length);
        },
      ),
    );
  });

  it('reports the page asked for and the page count of the total', async () => {
    await fc.assert(
      fc.asyncProperty(
        listingsArbitrary({ maxLength: 60 }),
        simpleSearchArbitrary,
        fc.integer({ min: 1, max: 5 }),
        async (listings, search, page) => {
          const results = await createSearchListings(
            new InMemoryListingStore(listings),
            new FixedClock(),
            PRIVATE,
            NO_COMMUNITY,
          )({ ...search, page });
          expect(results.page).toBe(page);
          expect(results.pageSize).toBe(SEARCH_PAGE_SIZE);
          expect(results.pageCount).toBe(pageCount(results.total));
          expect(results.listings.length).toBe(
            Math.max(0, Math.min(SEARCH_PAGE_SIZE, results.total - (page - 1) * SEARCH_PAGE_SIZE)),
          );
        },
      ),
    );
  });
});

describe(createListingPins, () => {
  it('answers a pin for every match with coordinates, on every page at once', async () => {
    const listings = [
      ...numbered(30),
      ...numbered(2, () => ({ Latitude: null })).map((listing, i) => ({
        ...listing,
        ListingId: `n${i}`,
        ListingKey: `n${i}`,
      })),
    ];
    const pins = await createListingPins(
      new InMemoryListingStore(listings),
      new FixedClock(),
      PRIVATE,
      NO_COMMUNITY,
    )({ ...EMPTY_SEARCH, page: 2 });
    expect(pins).toHaveLength(30);
    expect(pins[0]).toEqual({
      ListingKey: '10300000000',
      ListingId: '300000000',
      Latitude: 26.204512,
      Longitude: -81.817903,
      ListPrice: 725_000,
      StandardStatus: 'Active',
    });
  });

  it('pins no sold home when sold data is not public', async () => {
    const pins = await createListingPins(
      new InMemoryListingStore(numbered(3, () => ({ StandardStatus: 'Closed' }))),
      new FixedClock(),
      PRIVATE,
      NO_COMMUNITY,
    )({
      ...EMPTY_SEARCH,
      statuses: ['Closed', 'Active'],
    });
    expect(pins).toEqual([]);
  });

  it('pins exactly the matches of the search that have coordinates', async () => {
    await fc.assert(
      fc.asyncProperty(
        listingsArbitrary({ maxLength: 60 }),
        simpleSearchArbitrary,
        fc.boolean(),
        async (listings, search, closedListingsPublic) => {
          const store = new InMemoryListingStore(listings);
          const clock = new FixedClock();
          const pins = await createListingPins(store, clock, { closedListingsPublic }, NO_COMMUNITY)(search);
          const { listings: found } = await everyPage(
            createSearchListings(store, clock, { closedListingsPublic }, NO_COMMUNITY),
            search,
          );
          const located = found.filter((listing) => listing.Latitude !== null && listing.Longitude !== null);
          expect(pins.map((pin) => pin.ListingKey).sort()).toEqual(located.map((listing) => listing.ListingKey).sort());
        },
      ),
    );
  });
});

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

  it('reads a community as its subdivisions, and an unknown community as none (a search that finds nothing)', () => {
    const communities = new Map([['pelican-bay', ['Bay Colony', 'Pelican Bay']]]);
    const search: ListingSearch = { ...EMPTY_SEARCH, community: 'pelican-bay' };
    expect(toListingCriteria(search, { now: NOW, communities })).toMatchObject({
      subdivisions: ['Bay Colony', 'Pelican Bay'],
    });
    expect(toListingCriteria(search, { now: NOW, communities })).not.toHaveProperty('community');
    expect(toListingCriteria({ ...search, community: 'port-royal' }, { now: NOW, communities })).toMatchObject({
      subdivisions: [],
    });
    expect(toListingCriteria(search, { now: NOW })).toMatchObject({ subdivisions: [] });
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
        const { q, openHouses, community, page: _page, statuses: _statuses, ...passed } = search;
        expect(criteria).toMatchObject(passed);
        if (community !== undefined) expect(criteria.subdivisions).toEqual([]);
        expect(criteria.text).toBe(q);
        expect(criteria.openHouseAfter).toBe(openHouses === true ? NOW.toISOString() : undefined);
        expect(Object.keys(criteria)).not.toContain('page');
        expect(Object.keys(criteria)).not.toContain('q');
        expect(Object.keys(criteria)).not.toContain('openHouses');
        expect(Object.keys(criteria)).not.toContain('community');
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

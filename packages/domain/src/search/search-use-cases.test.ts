import {
  exampleListing,
  FixedClock,
  InMemoryListingStore,
  InMemoryOpenHouseStore,
  listingSearchArbitrary,
  listingsArbitrary,
} from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../listing/listing.ts';
import { DEFAULT_SEARCH_STATUSES, EMPTY_SEARCH, SEARCH_PAGE_SIZE, type ListingSearch } from './listing-search.ts';
import { pageCount } from './search-criteria.ts';
import { createListingPins, createSearchListings } from './search-use-cases.ts';

const PRIVATE = { closedListingsPublic: false };
const PUBLIC = { closedListingsPublic: true };

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
    )({ ...EMPTY_SEARCH, page: 2 });
    expect(results.listings).toHaveLength(6);
    expect(results).toMatchObject({ total: 30, page: 2, pageCount: 2 });
  });

  it('answers an empty page past the last one', async () => {
    const results = await createSearchListings(
      new InMemoryListingStore(stored),
      new FixedClock(),
      PRIVATE,
    )({ ...EMPTY_SEARCH, page: 9 });
    expect(results).toMatchObject({ listings: [], total: 30, page: 9, pageCount: 2 });
  });

  it('finds no sold homes when sold data is not public, and finds them when it is', async () => {
    const closed: ListingSearch = { ...EMPTY_SEARCH, statuses: ['Closed'] };
    expect(
      await createSearchListings(new InMemoryListingStore(stored), new FixedClock(), PRIVATE)(closed),
    ).toMatchObject({ listings: [], total: 0, pageCount: 1 });
    const shown = await createSearchListings(new InMemoryListingStore(stored), new FixedClock(), PUBLIC)(closed);
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
    const results = await createSearchListings(store, clock, PRIVATE)({ ...EMPTY_SEARCH, openHouses: true });
    expect(results.listings.map((card) => card.ListingKey)).toEqual(['10300000001']);
    clock.advance(2 * 3_600_000);
    expect((await createSearchListings(store, clock, PRIVATE)({ ...EMPTY_SEARCH, openHouses: true })).total).toBe(0);
  });

  it('answers card summaries with the first photo only', async () => {
    const [card] = (
      await createSearchListings(new InMemoryListingStore([exampleListing()]), new FixedClock(), PRIVATE)(EMPTY_SEARCH)
    ).listings;
    expect(card?.Media.map((media) => media.Order)).toEqual([1]);
    expect(card?.totalBathroomsDisplay).toBe(2.5);
  });

  it('rethrows a store failure', async () => {
    const store = new InMemoryListingStore(stored);
    store.failNextWith(new Error('Failed to fetch properties'));
    await expect(createSearchListings(store, new FixedClock(), PRIVATE)(EMPTY_SEARCH)).rejects.toThrow(
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
          const run = createSearchListings(new InMemoryListingStore(listings), new FixedClock(), {
            closedListingsPublic,
          });
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
          const pins = await createListingPins(store, clock, { closedListingsPublic })(search);
          const { listings: found } = await everyPage(
            createSearchListings(store, clock, { closedListingsPublic }),
            search,
          );
          const located = found.filter((listing) => listing.Latitude !== null && listing.Longitude !== null);
          expect(pins.map((pin) => pin.ListingKey).sort()).toEqual(located.map((listing) => listing.ListingKey).sort());
        },
      ),
    );
  });
});

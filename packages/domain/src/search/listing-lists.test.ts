import { exampleListing, InMemoryListingStore, listingsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Listing, StandardStatus } from '../listing/listing.ts';
import { createListListings, isListingListPublic, LISTING_LISTS, type ListingListName } from './listing-lists.ts';
import { SEARCH_PAGE_SIZE } from './listing-search.ts';

const PRIVATE = { closedListingsPublic: false };
const PUBLIC = { closedListingsPublic: true };
const NAMES = Object.keys(LISTING_LISTS) as ListingListName[];

function listing(id: string, overrides: Partial<Listing>): Listing {
  return exampleListing({
    ListingId: id,
    ListingKey: `k${id}`,
    PreviousListPrice: null,
    PriceChangeTimestamp: null,
    ...overrides,
  });
}

const stored = [
  listing('1', { StandardStatus: 'Active', ListingContractDate: '2024-03-01' }),
  listing('2', { StandardStatus: 'Coming Soon', ListingContractDate: '2024-03-05' }),
  listing('3', { StandardStatus: 'Pending', ModificationTimestamp: '2024-03-02T10:00:00.000Z' }),
  listing('4', { StandardStatus: 'Pending', ModificationTimestamp: '2024-03-09T10:00:00.000Z' }),
  listing('5', { StandardStatus: 'Closed', CloseDate: '2024-02-01' }),
  listing('6', { StandardStatus: 'Closed', CloseDate: '2024-02-20' }),
  listing('7', {
    StandardStatus: 'Active',
    ListPrice: 700_000,
    PreviousListPrice: 750_000,
    PriceChangeTimestamp: '2024-03-03T12:00:00.000Z',
  }),
  listing('8', {
    StandardStatus: 'Active Under Contract',
    ListPrice: 800_000,
    PreviousListPrice: 760_000,
    PriceChangeTimestamp: '2024-03-07T12:00:00.000Z',
  }),
  listing('9', { StandardStatus: 'Withdrawn', ListingContractDate: '2024-03-10' }),
];

const idsOf = async (name: ListingListName, visibility = PUBLIC, page = 1) =>
  (await createListListings(new InMemoryListingStore(stored), visibility)(name, page)).listings.map(
    (card) => card.ListingId,
  );

describe(isListingListPublic, () => {
  it('hides only the closed list, and only when sold data is not public', () => {
    for (const name of NAMES) {
      expect(isListingListPublic(name, PUBLIC)).toBe(true);
      expect(isListingListPublic(name, PRIVATE)).toBe(name !== 'closed');
    }
  });
});

describe('LISTING_LISTS', () => {
  it('sits at the listing-list paths of the spec', () => {
    expect(NAMES.map((name) => LISTING_LISTS[name].path).sort()).toEqual(
      [
        '/properties/closed',
        '/properties/latest',
        '/properties/latest-pending-listings',
        '/properties/latest-price-changes',
      ].sort(),
    );
  });
});

describe(createListListings, () => {
  it('lists the newest homes for sale as the latest listings', async () => {
    expect(await idsOf('latest')).toEqual(['2', '1', '7']);
  });

  it('lists price changes, the latest first', async () => {
    expect(await idsOf('price-changes')).toEqual(['8', '7']);
  });

  it('lists pending homes, the most recently updated first', async () => {
    expect(await idsOf('pending')).toEqual(['4', '3']);
  });

  it('lists closed homes, the most recently closed first, when sold data is public', async () => {
    expect(await idsOf('closed', PUBLIC)).toEqual(['6', '5']);
  });

  it('answers an empty closed list when sold data is not public, without asking the store', async () => {
    const store = new InMemoryListingStore(stored);
    store.failNextWith(new Error('the store was asked'));
    expect(await createListListings(store, PRIVATE)('closed', 3)).toEqual({
      listings: [],
      total: 0,
      page: 3,
      pageSize: SEARCH_PAGE_SIZE,
      pageCount: 1,
    });
  });

  it(`answers pages of ${SEARCH_PAGE_SIZE} with the total`, async () => {
    const many = Array.from({ length: 30 }, (_, i) => listing(String(100 + i), { StandardStatus: 'Pending' }));
    const list = createListListings(new InMemoryListingStore(many), PRIVATE);
    expect(await list('pending', 1)).toMatchObject({ total: 30, page: 1, pageSize: SEARCH_PAGE_SIZE, pageCount: 2 });
    expect((await list('pending', 1)).listings).toHaveLength(SEARCH_PAGE_SIZE);
    expect((await list('pending', 2)).listings).toHaveLength(6);
  });

  it('holds only the statuses of each list, and never a sold home when sold data is not public', async () => {
    await fc.assert(
      fc.asyncProperty(
        listingsArbitrary({ maxLength: 40 }),
        fc.constantFrom(...NAMES),
        fc.boolean(),
        async (listings, name, closedListingsPublic) => {
          const results = await createListListings(new InMemoryListingStore(listings), { closedListingsPublic })(
            name,
            1,
          );
          const statuses: readonly StandardStatus[] = LISTING_LISTS[name].criteria.statuses;
          expect(results.listings.every((card) => statuses.includes(card.StandardStatus))).toBe(true);
          if (!closedListingsPublic)
            expect(results.listings.every((card) => card.StandardStatus !== 'Closed')).toBe(true);
          expect(results.listings.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
        },
      ),
    );
  });
});

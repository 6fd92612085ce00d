import { exampleListing, InMemoryListingStore, listingsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOR_SALE_STATUSES, PUBLIC_STATUSES, type Listing } from './listing.ts';
import { sortedMedia, toListingView } from './listing-view.ts';
import {
  clampListingLimit,
  createGetListing,
  createListOfficeListings,
  createListSubdivisionListings,
  DEFAULT_LISTING_PAGE_SIZE,
  MAX_LISTING_PAGE_SIZE,
} from './listing-use-cases.ts';

function numbered(count: number, overrides: (i: number) => Partial<Listing> = () => ({})): Listing[] {
  return Array.from({ length: count }, (_, i) => {
    const id = String(300_000_000 + i);
    return exampleListing({ ListingId: id, ListingKey: `10${id}`, ...overrides(i) });
  });
}

function isNewestFirst(listings: readonly Listing[]): boolean {
  return listings.every(
    (listing, i) => i === 0 || (listings[i - 1]!.ListingContractDate ?? '') >= (listing.ListingContractDate ?? ''),
  );
}

describe(createListOfficeListings, () => {
  const listings = [
    exampleListing({ ListingId: '1', ListingKey: 'k1', ListOfficeMlsId: 'PRG', ListingContractDate: '2024-01-01' }),
    exampleListing({ ListingId: '2', ListingKey: 'k2', ListOfficeMlsId: 'OFF2', ListingContractDate: '2024-03-01' }),
    exampleListing({ ListingId: '3', ListingKey: 'k3', ListOfficeMlsId: 'PRG', ListingContractDate: '2024-02-01' }),
    exampleListing({ ListingId: '4', ListingKey: 'k4', ListOfficeMlsId: 'PRG', StandardStatus: 'Closed' }),
    exampleListing({ ListingId: '5', ListingKey: 'k5', ListOfficeMlsId: 'prg', ListingContractDate: '2024-04-01' }),
  ];

  it('answers the for-sale listings of the office, newest first, with the standard bath count', async () => {
    const views = await createListOfficeListings(new InMemoryListingStore(listings))({ listOfficeMlsId: 'PRG' });
    expect(views.map((view) => view.ListingId)).toEqual(['3', '1']);
    expect(views[0]!.totalBathroomsDisplay).toBe(2.5);
  });

  it('answers the newest for-sale listings of every office when no office is named', async () => {
    const views = await createListOfficeListings(new InMemoryListingStore(listings))({});
    expect(views.map((view) => view.ListingId)).toEqual(['5', '2', '3', '1']);
  });

  it(`answers at most ${DEFAULT_LISTING_PAGE_SIZE} listings without an office and ${MAX_LISTING_PAGE_SIZE} for an office`, async () => {
    const list = createListOfficeListings(new InMemoryListingStore(numbered(250)));
    expect(await list({})).toHaveLength(24);
    expect(await list({ listOfficeMlsId: 'PRG' })).toHaveLength(200);
  });

  it('honours a requested limit but never answers more than 200', async () => {
    const list = createListOfficeListings(new InMemoryListingStore(numbered(250)));
    expect(await list({ limit: 3 })).toHaveLength(3);
    expect(await list({ limit: 5_000 })).toHaveLength(200);
    expect(await list({ listOfficeMlsId: 'PRG', limit: 5_000 })).toHaveLength(200);
  });

  it('rethrows a store failure', async () => {
    const store = new InMemoryListingStore(listings);
    store.failNextWith(new Error('Failed to fetch properties'));
    await expect(createListOfficeListings(store)({ listOfficeMlsId: 'PRG' })).rejects.toThrow(
      'Failed to fetch properties',
    );
  });

  it('answers only for-sale listings of the office, newest first', async () => {
    await fc.assert(
      fc.asyncProperty(listingsArbitrary(), fc.constantFrom('PRG', 'OFF2'), async (stored, office) => {
        const views = await createListOfficeListings(new InMemoryListingStore(stored))({ listOfficeMlsId: office });
        expect(
          views.every((view) => view.ListOfficeMlsId === office && FOR_SALE_STATUSES.includes(view.StandardStatus)),
        ).toBe(true);
        expect(views).toHaveLength(
          stored.filter((l) => l.ListOfficeMlsId === office && FOR_SALE_STATUSES.includes(l.StandardStatus)).length,
        );
        expect(isNewestFirst(views)).toBe(true);
      }),
    );
  });
});

describe(createListSubdivisionListings, () => {
  it('answers at most 6 for-sale listings of the subdivision, whatever its letter case', async () => {
    const stored = numbered(9, (i) => ({ SubdivisionName: i % 2 === 0 ? 'PELICAN BAY' : 'Pelican Bay' })).concat(
      numbered(2, () => ({ SubdivisionName: 'Port Royal' })).map((listing, i) => ({
        ...listing,
        ListingId: `pr${i}`,
        ListingKey: `pr${i}`,
      })),
    );
    const views = await createListSubdivisionListings(new InMemoryListingStore(stored))({ subdivision: 'pelican bay' });
    expect(views).toHaveLength(6);
    expect(views.every((view) => view.SubdivisionName?.toLowerCase() === 'pelican bay')).toBe(true);
  });

  it('counts baths with the subdivision rule: 2 full and 3 half give 2.5', async () => {
    const store = new InMemoryListingStore([exampleListing({ BathroomsFull: 2, BathroomsHalf: 3 })]);
    const [view] = await createListSubdivisionListings(store)({ subdivision: 'Park Shore' });
    expect(view!.totalBathroomsDisplay).toBe(2.5);
  });

  it('honours a requested limit', async () => {
    const store = new InMemoryListingStore(numbered(9, () => ({ SubdivisionName: 'Quail West' })));
    expect(await createListSubdivisionListings(store)({ subdivision: 'Quail West', limit: 2 })).toHaveLength(2);
  });

  it('answers only listings of the subdivision, never more than the limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        listingsArbitrary(),
        fc.constantFrom('Pelican Bay', 'THE MOORINGS'),
        fc.integer({ min: 1, max: 8 }),
        async (stored, name, limit) => {
          const views = await createListSubdivisionListings(new InMemoryListingStore(stored))({
            subdivision: name,
            limit,
          });
          const matching = stored.filter(
            (l) =>
              l.SubdivisionName?.toLowerCase() === name.toLowerCase() && FOR_SALE_STATUSES.includes(l.StandardStatus),
          );
          expect(views).toHaveLength(Math.min(limit, matching.length));
          expect(views.every((view) => view.SubdivisionName?.toLowerCase() === name.toLowerCase())).toBe(true);
        },
      ),
    );
  });
});

describe(createGetListing, () => {
  it('answers the listing with its photos in Order and the standard bath count', async () => {
    const view = await createGetListing(
      new InMemoryListingStore([exampleListing({ BathroomsFull: 2, BathroomsHalf: 3 })]),
    )('224012345');
    expect(view?.ListingId).toBe('224012345');
    expect(view?.Media.map((media) => media.Order)).toEqual([1, 2]);
    expect(view?.totalBathroomsDisplay).toBe(3.5);
  });

  it('answers null for a listing that is not public, and for a sold one when sold data is not public', async () => {
    const store = new InMemoryListingStore([
      exampleListing({ ListingId: '1', ListingKey: 'k1', StandardStatus: 'Expired' }),
      exampleListing({ ListingId: '2', ListingKey: 'k2', StandardStatus: 'Closed' }),
    ]);
    expect(await createGetListing(store)('1')).toBeNull();
    expect((await createGetListing(store)('2'))?.StandardStatus).toBe('Closed');
    expect(await createGetListing(store, { closedListingsPublic: false })('2')).toBeNull();
  });

  it('answers null for an unknown listing', async () => {
    expect(await createGetListing(new InMemoryListingStore([exampleListing()]))('999')).toBeNull();
  });

  it('finds every stored listing by its id, as its standard view with photos in Order', async () => {
    await fc.assert(
      fc.asyncProperty(listingsArbitrary({ minLength: 1, maxLength: 8 }), async (stored) => {
        const getListing = createGetListing(new InMemoryListingStore(stored));
        for (const listing of stored) {
          const view = await getListing(listing.ListingId);
          expect(view).toEqual(
            PUBLIC_STATUSES.includes(listing.StandardStatus)
              ? toListingView({ ...listing, Media: sortedMedia(listing) })
              : null,
          );
        }
        expect(await getListing('not-an-id')).toBeNull();
      }),
      { numRuns: 50 },
    );
  });
});

describe(clampListingLimit, () => {
  it('keeps a limit from 1 to 200', () => {
    expect(clampListingLimit(1, 24)).toBe(1);
    expect(clampListingLimit(200, 24)).toBe(200);
  });

  it('takes the fallback when no usable limit is given', () => {
    expect(clampListingLimit(undefined, 6)).toBe(6);
    expect(clampListingLimit(Number.NaN, 6)).toBe(6);
  });

  it('brings any number into 1 to 200, rounding down', () => {
    expect(clampListingLimit(0, 6)).toBe(1);
    expect(clampListingLimit(2.9, 6)).toBe(2);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (limit) => {
        const clamped = clampListingLimit(limit, 6);
        expect(Number.isInteger(clamped) && clamped >= 1 && clamped <= MAX_LISTING_PAGE_SIZE).toBe(true);
      }),
    );
  });
});

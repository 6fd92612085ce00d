import { exampleListing, FixedClock, InMemoryListingStore, listingsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../listing/listing.ts';
import type { ListingCriteria, ListingStore } from '../listing/listing-store.port.ts';
import { toListingSummary } from '../listing/listing-summary.ts';
import { toListingView } from '../listing/listing-view.ts';
import { DEFAULT_SEARCH_STATUSES } from '../search/listing-search.ts';
import { createCommunityMarket, pinsOf } from './community-market.ts';

const NOW = Date.parse('2025-01-15T12:00:00.000Z');
const PRIVATE = { closedListingsPublic: false };

function home(index: number, fields: Partial<Listing>): Listing {
  return exampleListing({
    ListingKey: `K${index}`,
    ListingId: `${900_000 + index}`,
    StandardStatus: 'Active',
    ListingContractDate: '2024-06-01',
    ...fields,
  });
}

/** A store that counts its queries. */
function countingStore(listings: readonly Listing[]) {
  const store = new InMemoryListingStore(listings);
  const calls: ListingCriteria[] = [];
  const counted: ListingStore = Object.assign(Object.create(store) as ListingStore, {
    search: (criteria: ListingCriteria) => (calls.push(criteria), store.search(criteria)),
    find: (criteria: ListingCriteria) => (calls.push(criteria), store.find(criteria)),
  });
  return { store: counted, calls };
}

describe(createCommunityMarket, () => {
  it("answers a community's figures, pins and newest homes in two queries, whatever the number of subdivisions", async () => {
    const subdivisions = Array.from({ length: 12 }, (_, index) => `Village ${index}`);
    const listings = subdivisions.flatMap((name, index) => [
      home(index * 2, { SubdivisionName: name, ListPrice: 500_000 + index }),
      home(index * 2 + 1, { SubdivisionName: name, StandardStatus: 'Closed' }),
    ]);
    const { store, calls } = countingStore([...listings, home(99, { SubdivisionName: 'Elsewhere' })]);
    const market = await createCommunityMarket(store, new FixedClock(NOW), PRIVATE)(subdivisions);
    expect(calls).toHaveLength(2);
    expect(market.statistics.homesForSale).toBe(12);
    expect(market.pins.map((pin) => pin.ListingKey).sort()).toEqual(
      listings
        .filter((_, index) => index % 2 === 0)
        .map((l) => l.ListingKey)
        .sort(),
    );
    expect(market.listings).toHaveLength(6);
    expect(market.asOf).toBe('2025-01-15T12:00:00.000Z');
  });

  it('has no homes for a community without subdivisions', async () => {
    const market = await createCommunityMarket(
      new InMemoryListingStore([home(1, { SubdivisionName: 'Pelican Bay' })]),
      new FixedClock(NOW),
      PRIVATE,
    )([]);
    expect(market).toMatchObject({ statistics: { homesForSale: 0 }, pins: [], listings: [] });
  });

  it('pins exactly the homes for sale with coordinates in the subdivisions, in any letter case', async () => {
    const names = ['Pelican Bay', 'Port Royal', 'The Moorings'];
    const arbitrary = listingsArbitrary().chain((listings) =>
      fc.tuple(
        fc.constant(listings),
        fc.array(fc.constantFrom(...names), { minLength: listings.length, maxLength: listings.length }),
        fc.subarray(names),
      ),
    );
    await fc.assert(
      fc.asyncProperty(arbitrary, async ([listings, homeNames, community]) => {
        const placed = listings.map((listing, index) => ({ ...listing, SubdivisionName: homeNames[index] ?? null }));
        const market = await createCommunityMarket(
          new InMemoryListingStore(placed),
          new FixedClock(NOW),
          PRIVATE,
        )(community.map((name) => name.toUpperCase()));
        const expected = placed.filter(
          (listing) =>
            community.includes(listing.SubdivisionName ?? '') &&
            DEFAULT_SEARCH_STATUSES.includes(listing.StandardStatus) &&
            listing.Latitude !== null &&
            listing.Longitude !== null,
        );
        expect(market.pins.map((pin) => pin.ListingKey).sort()).toEqual(
          expected.map((listing) => listing.ListingKey).sort(),
        );
      }),
      { numRuns: 50 },
    );
  });
});

describe(pinsOf, () => {
  it('keeps the listings that have coordinates', () => {
    const listings = [home(1, { Latitude: 26.1, Longitude: -81.8 }), home(2, { Latitude: null, Longitude: null })].map(
      (listing) => toListingSummary(toListingView(listing)),
    );
    expect(pinsOf(listings).map((pin) => pin.ListingKey)).toEqual(['K1']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_SORTS, toListingSummary, toListingView, type Listing, type ListingStore } from '@app/domain';
import { EXPECTED_ORDER, contractListings } from './listing-store-fixtures.ts';

const keys = (listings: readonly { ListingKey: string }[]) => listings.map((listing) => listing.ListingKey);
const located = (order: readonly string[]) => order.filter((key) => key !== 'CK7');

/** A summary as compared: the price change as an instant (adapters may format it differently). */
function comparableSummary(summary: { PriceChangeTimestamp: string | null }): unknown {
  return {
    ...summary,
    PriceChangeTimestamp: summary.PriceChangeTimestamp === null ? null : Date.parse(summary.PriceChangeTimestamp),
  };
}

/** search (card summaries and exact totals) and pins. */
export function describeListingSearch(store: () => ListingStore, stored: () => Promise<Listing[]>): void {
  describe('search', () => {
    it('answers card summaries: the card fields and the first photo by Order only', async () => {
      const listings = await stored();

      const page = await store().search({ sort: 'newest', limit: 50 });

      const byKey = new Map(listings.map((listing) => [listing.ListingKey, listing]));
      expect(page.listings.map(comparableSummary)).toEqual(
        EXPECTED_ORDER.newest.map((key) =>
          comparableSummary(toListingSummary(toListingView(byKey.get(key) as Listing))),
        ),
      );
      expect(page.listings.find((summary) => summary.ListingKey === 'CK5')?.Media.map((media) => media.Order)).toEqual([
        3,
      ]);
      expect(page.listings.find((summary) => summary.ListingKey === 'CK7')?.Media).toEqual([]);
    });

    it('counts every match whatever the page', async () => {
      await stored();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...LISTING_SORTS),
          fc.integer({ min: 0, max: 12 }),
          fc.integer({ min: 0, max: 12 }),
          async (sort, limit, offset) => {
            const page = await store().search({ sort, limit, offset, statuses: ['Active', 'Closed', 'Coming Soon'] });
            const expected = EXPECTED_ORDER[sort].filter((key) => !['CK2', 'CK5'].includes(key));

            expect(page.total).toBe(6);
            expect(keys(page.listings)).toEqual(expected.slice(offset, offset + limit));
          },
        ),
        { numRuns: 40 },
      );
    });

    it('answers the total with an empty page past the end, and zero when nothing matches', async () => {
      await stored();

      expect(await store().search({ limit: 24, offset: 48 })).toEqual({ listings: [], total: 8 });
      expect(await store().search({ listOfficeMlsId: 'NONE', limit: 24 })).toEqual({ listings: [], total: 0 });
      expect(await store().search({ limit: 0 })).toEqual({ listings: [], total: 8 });
    });
  });

  describe('pins', () => {
    it('answers the pin fields of every match with coordinates, in the asked order', async () => {
      const listings = await stored();

      const pins = await store().pins({ sort: 'price-desc', limit: 100 });

      const byKey = new Map(listings.map((listing) => [listing.ListingKey, listing]));
      expect(pins).toEqual(
        located(EXPECTED_ORDER['price-desc']).map((key) => {
          const { ListingKey, ListingId, Latitude, Longitude, ListPrice, StandardStatus } = byKey.get(key) as Listing;
          return { ListingKey, ListingId, Latitude, Longitude, ListPrice, StandardStatus };
        }),
      );
    });

    it.each(LISTING_SORTS)('stops at the limit, in %s order', async (sort) => {
      await stored();

      expect(keys(await store().pins({ sort, limit: 3, offset: 1 }))).toEqual(
        located(EXPECTED_ORDER[sort]).slice(1, 4),
      );
    });

    it('answers no pins when nothing matches', async () => {
      await stored();

      expect(await store().pins({ statuses: [], limit: 100 })).toEqual([]);
    });
  });
}

/** The fixture listings, stored; what the search suites start from. */
export function storedContractListings(store: () => ListingStore): () => Promise<Listing[]> {
  return async () => {
    const listings = contractListings();
    await store().upsertMany(listings);
    return listings;
  };
}

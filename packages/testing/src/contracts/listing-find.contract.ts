import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Listing, ListingSort, ListingStore } from '@app/domain';
import { EXPECTED_ORDER, contractListings } from './listing-store-fixtures.ts';

const keys = (listings: readonly Listing[]) => listings.map((listing) => listing.ListingKey);
const sorts: readonly ListingSort[] = ['newest', 'price-desc', 'price-asc'];

/** The query part of the listing store contract: every criterion, the sort orders, limit and offset. */
export function describeListingFind(store: () => ListingStore, stored: () => Promise<unknown>): void {
  describe('find', () => {
    it('keeps only the listings of one office', async () => {
      await stored();

      expect(keys(await store().find({ listOfficeMlsId: 'PRG', limit: 50 })).sort()).toEqual(['CK1', 'CK2', 'CK6']);
    });

    it('matches the subdivision exactly but in any letter case', async () => {
      await stored();

      expect(keys(await store().find({ subdivision: 'PELICAN bay', limit: 50 })).sort()).toEqual(['CK1', 'CK3', 'CK6']);
    });

    it('keeps only the given statuses', async () => {
      await stored();

      expect(keys(await store().find({ statuses: ['Active', 'Coming Soon'], limit: 50 })).sort()).toEqual(['CK1', 'CK4', 'CK6', 'CK7', 'CK8']);
    });

    it('combines every criterion', async () => {
      await stored();

      const found = await store().find({ listOfficeMlsId: 'PRG', subdivision: 'pelican bay', statuses: ['Active', 'Pending'], limit: 50 });

      expect(keys(found)).toEqual(['CK1']);
    });

    it('orders newest listing date first by default', async () => {
      await stored();

      expect(keys(await store().find({ limit: 50 }))).toEqual(EXPECTED_ORDER.newest);
    });

    it.each(sorts)('orders by %s with missing values last', async (sort) => {
      await stored();

      expect(keys(await store().find({ sort, limit: 50 }))).toEqual(EXPECTED_ORDER[sort]);
    });

    it('answers any limit and offset with that slice of the ordered listings', async () => {
      await stored();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...sorts), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), async (sort, limit, offset) => {
          expect(keys(await store().find({ sort, limit, offset }))).toEqual(EXPECTED_ORDER[sort].slice(offset, offset + limit));
        }),
        { numRuns: 40 },
      );
    });

    it('returns listings with their media in Order', async () => {
      await stored();

      const [found] = await store().find({ subdivision: 'The Moorings', limit: 1 });

      expect(found?.Media.map((media) => media.Order)).toEqual([3, 4, 5, 9]);
    });

    it.each(sorts)('breaks %s ties by ListingKey ascending', async (sort) => {
      const tied = contractListings()
        .slice(0, 3)
        .map((listing, index) => ({ ...listing, ListingKey: ['TIE-B', 'TIE-C', 'TIE-A'][index] ?? '', ListingContractDate: '2026-01-01', ListPrice: 500_000 }));
      await store().upsertMany(tied.map((listing) => ({ ...listing, Media: listing.Media.map((media) => ({ ...media, MediaKey: `${listing.ListingKey}-${media.Order}` })) })));

      expect(keys(await store().find({ sort, limit: 10 }))).toEqual(['TIE-A', 'TIE-B', 'TIE-C']);
    });
  });
}

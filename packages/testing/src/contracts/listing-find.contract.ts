import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_SORTS, type Listing, type ListingStore } from '@app/domain';
import { EXPECTED_ORDER, contractListings, contractMedia } from './listing-store-fixtures.ts';

const keys = (listings: readonly { ListingKey: string }[]) => listings.map((listing) => listing.ListingKey);

/** The order part of the listing store contract (find and search): every sort, ties, limit and offset. */
export function describeListingFind(store: () => ListingStore, stored: () => Promise<unknown>): void {
  describe('find', () => {
    it('keeps only the listings of one office', async () => {
      await stored();

      expect(keys(await store().find({ listOfficeMlsId: 'PRG', limit: 50 })).sort()).toEqual(['CK1', 'CK2', 'CK6']);
    });

    it('combines criteria', async () => {
      await stored();

      const found = await store().find({
        listOfficeMlsId: 'PRG',
        subdivision: 'pelican bay',
        statuses: ['Active', 'Pending'],
        limit: 50,
      });

      expect(keys(found)).toEqual(['CK1']);
    });

    it('orders newest listing date first by default', async () => {
      await stored();

      expect(keys(await store().find({ limit: 50 }))).toEqual(EXPECTED_ORDER.newest);
    });

    it.each(LISTING_SORTS)('orders find and search by %s with missing values last', async (sort) => {
      await stored();

      expect(keys(await store().find({ sort, limit: 50 }))).toEqual(EXPECTED_ORDER[sort]);
      expect(keys((await store().search({ sort, limit: 50 })).listings)).toEqual(EXPECTED_ORDER[sort]);
    });

    it('answers any limit and offset with that slice of the ordered listings', async () => {
      await stored();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...LISTING_SORTS),
          fc.integer({ min: 0, max: 10 }),
          fc.integer({ min: 0, max: 10 }),
          async (sort, limit, offset) => {
            expect(keys(await store().find({ sort, limit, offset }))).toEqual(
              EXPECTED_ORDER[sort].slice(offset, offset + limit),
            );
          },
        ),
        { numRuns: 40 },
      );
    });

    it('returns whole listings with their media in Order', async () => {
      await stored();

      const [found] = await store().find({ subdivision: 'The Moorings', limit: 1 });

      expect(found?.Media.map((media) => media.Order)).toEqual([3, 4, 5, 9]);
      expect(found?.PublicRemarks).toBe(contractListings()[4]?.PublicRemarks);
    });

    it.each(LISTING_SORTS)('breaks %s ties by ListingKey ascending', async (sort) => {
      const tied = contractListings()
        .slice(0, 3)
        .map((listing, index): Listing => {
          const key = ['TIE-B', 'TIE-C', 'TIE-A'][index] ?? '';
          return {
            ...listing,
            ListingKey: key,
            ListingContractDate: '2026-01-01',
            ListPrice: 500_000,
            PriceChangeTimestamp: '2026-02-01T00:00:00.000Z',
            StandardStatus: 'Active',
            LivingArea: 2_000,
            CloseDate: '2026-03-01',
            ModificationTimestamp: '2026-04-01T00:00:00.000Z',
            Media: contractMedia(key, [1]),
          };
        });
      await store().upsertMany(tied);

      expect(keys(await store().find({ sort, limit: 10 }))).toEqual(['TIE-A', 'TIE-B', 'TIE-C']);
    });
  });
}

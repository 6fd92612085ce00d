import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedMedia, type Listing, type ListingStore, type OpenHouseStore } from '@app/domain';
import { listingArbitrary } from '../arbitraries/listing.arbitrary.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';
import { describeListingCriteria } from './listing-criteria.contract.ts';
import { describeListingFind } from './listing-find.contract.ts';
import { describeListingMonthlyCostRewrite } from './listing-monthly-cost.contract.ts';
import { describeListingReference } from './listing-reference.contract.ts';
import { describeListingRemoval } from './listing-removal.contract.ts';
import { describeListingSearch, storedContractListings } from './listing-search.contract.ts';

/**
 * What the listing store contract needs: the store (empty after reset) and an open-house store over
 * the same storage (open houses belong to listings; `openHouseAfter` reads them).
 */
export type ListingStoreFixture = ContractFixture<'store', ListingStore> & { readonly openHouses: OpenHouseStore };

/** A listing as compared: timestamps as instants (adapters may format them differently), media in Order. */
function comparable(listing: Listing | null): unknown {
  if (listing === null) return null;
  const instant = (value: string | null) => (value === null ? null : Date.parse(value));
  return {
    ...listing,
    ModificationTimestamp: instant(listing.ModificationTimestamp),
    PriceChangeTimestamp: instant(listing.PriceChangeTimestamp),
    Media: sortedMedia(listing),
  };
}

/**
 * Declares the behaviour every ListingStore must have (its JSDoc promises), as a vitest suite run
 * against the adapter that setup returns: every criterion, every sort, search totals, pins,
 * reconciliation, and random criteria answered as the in-memory reference answers them.
 */
export function listingStoreContract(name: string, setup: () => Promise<ListingStoreFixture>): void {
  describe(`ListingStore contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const store = () => fixture().store;
    const openHouses = () => fixture().openHouses;
    const stored = storedContractListings(store);

    describe('freshness', () => {
      it('reports no listings and no modification when empty', async () => {
        expect(await store().freshness()).toEqual({ count: 0, latestModification: null });
      });

      it('reports the count and the newest ModificationTimestamp', async () => {
        const listings = await stored();

        const freshness = await store().freshness();

        expect(freshness.count).toBe(listings.length);
        expect(Date.parse(freshness.latestModification ?? '')).toBe(
          Math.max(...listings.map((listing) => Date.parse(listing.ModificationTimestamp))),
        );
      });
    });

    describe('findById', () => {
      it('returns the listing with every field and its media in Order', async () => {
        const listings = await stored();

        for (const listing of listings)
          expect(comparable(await store().findById(listing.ListingId))).toEqual(comparable(listing));
        expect((await store().findById('226000005'))?.Media.map((media) => media.Order)).toEqual([3, 4, 5, 9]);
      });

      it('returns null for an unknown ListingId', async () => {
        await stored();

        expect(await store().findById('999999999')).toBeNull();
        expect(await store().findById("x' or 1=1 --")).toBeNull();
      });

      it('returns any stored listing as it was given', async () => {
        await fc.assert(
          fc.asyncProperty(listingArbitrary(), async (listing) => {
            await store().upsertMany([listing]);
            expect(comparable(await store().findById(listing.ListingId))).toEqual(comparable(listing));
          }),
          { numRuns: 25 },
        );
      });
    });

    describeListingFind(store, stored);
    describeListingCriteria(store, openHouses);
    describeListingSearch(store, stored);
    describeListingRemoval(store, openHouses, stored);
    describeListingMonthlyCostRewrite(store, stored);
    describeListingReference(() => ({ store: store(), openHouses: openHouses(), reset: () => fixture().reset() }));

    describe('upsertMany', () => {
      it('replaces a listing and its media by ListingKey', async () => {
        const listings = await stored();
        const original = listings[0] as Listing;
        const changed: Listing = {
          ...original,
          ListPrice: 1_199_000,
          PreviousListPrice: 1_250_000,
          PriceChangeTimestamp: '2026-07-01T12:00:00.000Z',
          ModificationTimestamp: '2026-07-01T12:00:00.000Z',
          PhotosCount: 1,
          Media: [
            {
              MediaKey: 'CK1-new',
              MediaURL: '/media/demo/pool/7.svg',
              Order: 1,
              MediaCategory: 'Photo',
              ShortDescription: 'Pool',
            },
          ],
        };

        await store().upsertMany([changed]);

        expect(comparable(await store().findById(original.ListingId))).toEqual(comparable(changed));
        expect(await store().freshness()).toEqual({ count: listings.length, latestModification: expect.any(String) });
        expect(Date.parse((await store().freshness()).latestModification ?? '')).toBe(
          Date.parse(changed.ModificationTimestamp),
        );
      });

      it('changes nothing when given no listings', async () => {
        await store().upsertMany([]);

        expect((await store().freshness()).count).toBe(0);
      });
    });
  });
}

import { describe, expect, it } from 'vitest';
import type { Listing, ListingStore, OpenHouseStore } from '@app/domain';

/** listKeys and removeMany: reconciliation with the upstream feed. */
export function describeListingRemoval(
  store: () => ListingStore,
  openHouses: () => OpenHouseStore,
  stored: () => Promise<Listing[]>,
): void {
  describe('listKeys', () => {
    it('answers no key when empty', async () => {
      expect(await store().listKeys()).toEqual([]);
    });

    it('answers every stored ListingKey once, in ascending order', async () => {
      const listings = await stored();
      await store().upsertMany(listings.slice(0, 2));

      expect(await store().listKeys()).toEqual(listings.map((listing) => listing.ListingKey).sort());
    });
  });

  describe('removeMany', () => {
    it('removes the listings and answers how many were stored', async () => {
      await stored();

      const removed = await store().removeMany(['CK2', 'CK5', 'CK2', 'UNKNOWN']);

      expect(removed).toBe(2);
      expect(await store().listKeys()).toEqual(['CK1', 'CK3', 'CK4', 'CK6', 'CK7', 'CK8']);
      expect(await store().findById('226000002')).toBeNull();
      expect((await store().search({ limit: 50 })).total).toBe(6);
      expect((await store().freshness()).count).toBe(6);
    });

    it('answers 0 for no keys or unknown ones', async () => {
      await stored();

      expect(await store().removeMany([])).toBe(0);
      expect(await store().removeMany(Array.from({ length: 2_500 }, (_, index) => `GONE-${index}`))).toBe(0);
      expect((await store().listKeys()).length).toBe(8);
    });

    it('removes listings named among thousands of keys', async () => {
      await stored();

      const removed = await store().removeMany([
        ...Array.from({ length: 2_500 }, (_, index) => `GONE-${index}`),
        'CK8',
        'CK1',
      ]);

      expect(removed).toBe(2);
      expect(await store().listKeys()).toEqual(['CK2', 'CK3', 'CK4', 'CK5', 'CK6', 'CK7']);
    });

    it('takes the open houses of a removed listing with it, even when the listing comes back', async () => {
      const listings = await stored();
      const openHouse = (key: string, listingKey: string) => ({
        OpenHouseKey: key,
        ListingKey: listingKey,
        ListingId: 'any',
        OpenHouseStartTime: '2026-06-06T17:00:00.000Z',
        OpenHouseEndTime: '2026-06-06T20:00:00.000Z',
        OpenHouseRemarks: null,
      });
      await openHouses().upsertMany([openHouse('OH-1', 'CK1'), openHouse('OH-2', 'CK1'), openHouse('OH-3', 'CK4')]);

      await store().removeMany(['CK1']);
      await store().upsertMany(listings.slice(0, 1));

      expect(await openHouses().listKeys()).toEqual(['OH-3']);
      expect(await store().find({ openHouseAfter: '2026-01-01T00:00:00.000Z', limit: 10 })).toEqual([
        expect.objectContaining({ ListingKey: 'CK4' }),
      ]);
    });

    it('gives a listing that comes back only its new photos', async () => {
      const [first] = await stored();
      const listing = first as Listing;
      await store().removeMany([listing.ListingKey]);

      const photo = {
        MediaKey: 'CK1-new',
        MediaURL: '/media/demo/pool/3.svg',
        Order: 1,
        MediaCategory: 'Photo',
        ShortDescription: null,
      };
      await store().upsertMany([{ ...listing, PhotosCount: 1, Media: [photo] }]);

      expect((await store().findById(listing.ListingId))?.Media).toEqual([photo]);
    });
  });
}

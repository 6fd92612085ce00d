import { describe, expect, it } from 'vitest';
import { toListingSummary, toListingView, type Listing, type OpenHouse, type OpenHouseStore } from '@app/domain';

/** An open house of a listing, its ListingId derived from the key. */
export function openHouse(
  key: string,
  listingKey: string,
  start: string,
  end: string,
  remarks: string | null = null,
): OpenHouse {
  return {
    OpenHouseKey: key,
    ListingKey: listingKey,
    ListingId: `id-${listingKey}`,
    OpenHouseStartTime: start,
    OpenHouseEndTime: end,
    OpenHouseRemarks: remarks,
    LivestreamOpenHouseURL: null,
    AppointmentRequiredYN: null,
  };
}

/** An hour (UTC) of Saturday 2026-03-07. */
export const SAT = (hour: number) => `2026-03-07T${String(hour).padStart(2, '0')}:00:00.000Z`;

const keys = (openHouses: readonly OpenHouse[]) => openHouses.map((each) => each.OpenHouseKey);

/**
 * forListing and inWindow. `stored` stores listings L1 (Active), L2 (Pending), L3 (Closed) and
 * L4 (Coming Soon) and answers them.
 */
export function describeOpenHouseQueries(store: () => OpenHouseStore, stored: () => Promise<Listing[]>): void {
  describe('forListing', () => {
    it("answers the listing's open houses ending after the instant, soonest first, ties by key", async () => {
      await stored();
      await store().upsertMany([
        openHouse('OH-4', 'L1', SAT(19), SAT(21)),
        openHouse('OH-3', 'L1', SAT(15), SAT(17)),
        openHouse('OH-2', 'L1', SAT(15), SAT(18)),
        openHouse('OH-1', 'L1', SAT(12), SAT(14)),
        openHouse('OH-5', 'L2', SAT(15), SAT(18)),
      ]);

      expect(keys(await store().forListing('L1', SAT(14)))).toEqual(['OH-2', 'OH-3', 'OH-4']);
      expect(keys(await store().forListing('L1', '2026-03-07T12:00:00-05:00'))).toEqual(['OH-2', 'OH-4']);
      expect(await store().forListing('UNKNOWN', SAT(0))).toEqual([]);
    });

    it('gives back the livestream address and whether a time must be booked', async () => {
      await stored();
      const streamed = {
        ...openHouse('OH-9', 'L1', SAT(15), SAT(18), 'Watch from home'),
        LivestreamOpenHouseURL: 'https://www.youtube.com/@palmettorealtygroup/live',
        AppointmentRequiredYN: true,
      };
      await store().upsertMany([streamed]);
      expect(await store().forListing('L1', SAT(0))).toEqual([streamed]);
      await store().upsertMany([{ ...streamed, LivestreamOpenHouseURL: null, AppointmentRequiredYN: false }]);
      expect(await store().forListing('L1', SAT(0))).toEqual([
        { ...streamed, LivestreamOpenHouseURL: null, AppointmentRequiredYN: false },
      ]);
    });
  });

  describe('inWindow', () => {
    it('answers open houses overlapping the window of listings for sale, with their cards, soonest first', async () => {
      const listings = await stored();
      await store().upsertMany([
        openHouse('OH-before', 'L1', SAT(10), SAT(12)),
        openHouse('OH-edge-start', 'L1', SAT(11), SAT(13)),
        openHouse('OH-inside', 'L2', SAT(14), SAT(16)),
        openHouse('OH-closed', 'L3', SAT(14), SAT(16)),
        openHouse('OH-coming', 'L4', SAT(13), SAT(15)),
        openHouse('OH-spanning', 'L1', SAT(12), SAT(23)),
        openHouse('OH-edge-end', 'L2', SAT(20), SAT(22)),
      ]);

      const found = await store().inWindow({ from: SAT(13), to: SAT(20) }, 50);

      expect(found.map((each) => each.openHouse.OpenHouseKey)).toEqual(['OH-spanning', 'OH-coming', 'OH-inside']);
      const byKey = new Map(listings.map((listing) => [listing.ListingKey, listing]));
      for (const each of found)
        expect(each.listing).toEqual(toListingSummary(toListingView(byKey.get(each.openHouse.ListingKey) as Listing)));
      expect(found[0]?.openHouse).toEqual(openHouse('OH-spanning', 'L1', SAT(12), SAT(23)));
    });

    it('stops at the limit', async () => {
      await stored();
      await store().upsertMany(['OH-3', 'OH-1', 'OH-2'].map((key) => openHouse(key, 'L1', SAT(14), SAT(16))));

      expect(
        (await store().inWindow({ from: SAT(0), to: SAT(23) }, 2)).map((each) => each.openHouse.OpenHouseKey),
      ).toEqual(['OH-1', 'OH-2']);
      expect(await store().inWindow({ from: SAT(0), to: SAT(23) }, 0)).toEqual([]);
    });
  });
}

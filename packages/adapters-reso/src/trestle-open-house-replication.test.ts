import { createListingReplication, InMemoryReplicationState, type OpenHouse } from '@app/domain';
import { exampleListing, InMemoryListingStore, InMemoryOpenHouseStore } from '@app/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { startTrestleHarness, type TrestleHarness } from '../test-support/trestle-harness.ts';

let harness: TrestleHarness;
afterEach(() => harness.double.close());

const HOUR = 3_600_000;

function openHouse(key: string, listingKey: string, startsInHours: number): OpenHouse {
  const start = harness.clock.now() + startsInHours * HOUR;
  return {
    OpenHouseKey: key,
    ListingKey: listingKey,
    ListingId: listingKey.slice(1),
    OpenHouseStartTime: new Date(start).toISOString(),
    OpenHouseEndTime: new Date(start + 2 * HOUR).toISOString(),
    OpenHouseRemarks: 'Refreshments served',
    LivestreamOpenHouseURL: null,
    AppointmentRequiredYN: null,
  };
}

describe('open-house replication', () => {
  it('keeps the upcoming open houses of stored listings, and drops those that end or vanish upstream', async () => {
    harness = await startTrestleHarness();
    const listings = new InMemoryListingStore();
    const openHouses = new InMemoryOpenHouseStore(listings);
    const replication = createListingReplication({
      ...harness,
      store: listings,
      openHouses,
      state: new InMemoryReplicationState(),
    });
    harness.double.putListings(
      exampleListing({ ListingKey: 'K1', ListingId: '1' }),
      exampleListing({ ListingKey: 'K2', ListingId: '2', StandardStatus: 'Withdrawn' }),
    );
    harness.double.putOpenHouses([
      openHouse('OH1', 'K1', 24),
      openHouse('OH2', 'K2', 24),
      openHouse('PAST', 'K1', -48),
    ]);
    harness.double.putOpenHouses([openHouse('OFF', 'K1', 48)], 'Canceled');

    const first = await replication.runOnce();
    expect(first.openHouses).toEqual({ fetched: 2, upserted: 1, skipped: 1, removed: 0 });
    expect(await openHouses.forListing('K1', new Date(harness.clock.now()).toISOString())).toEqual([
      openHouse('OH1', 'K1', 24),
    ]);

    harness.double.remove('OpenHouse', 'OH1');
    harness.double.putOpenHouses([openHouse('OH3', 'K1', 72)]);
    const second = await replication.runOnce();
    expect(second.openHouses).toMatchObject({ upserted: 1, removed: 1 });
    expect(await openHouses.listKeys()).toEqual(['OH3']);
  });
});

import { describe, expect, it } from 'vitest';
import { exampleListing } from '../arbitraries/listing.arbitrary.ts';
import { InMemoryListingStore } from './in-memory-listing-store.ts';
import { InMemoryOpenHouseStore } from './in-memory-open-house-store.ts';

const openHouse = {
  OpenHouseKey: 'OH-1',
  ListingKey: '10224012345',
  ListingId: '224012345',
  OpenHouseStartTime: '2026-03-07T17:00:00.000Z',
  OpenHouseEndTime: '2026-03-07T20:00:00.000Z',
  OpenHouseRemarks: 'Coffee on the lanai.',
};

describe(InMemoryOpenHouseStore, () => {
  it('keeps its open houses in the listing store it was built over', async () => {
    const listings = new InMemoryListingStore([exampleListing()]);

    await new InMemoryOpenHouseStore(listings).upsertMany([openHouse]);

    expect([...listings.openHouses.values()]).toEqual([openHouse]);
    expect(await listings.find({ openHouseAfter: '2026-03-07T19:00:00.000Z', limit: 5 })).toHaveLength(1);
  });

  it('fails the next call once when told to', async () => {
    const store = new InMemoryOpenHouseStore(new InMemoryListingStore([exampleListing()]));
    const failure = new Error('down');
    store.failNextWith(failure);

    await expect(store.listKeys()).rejects.toBe(failure);
    await expect(store.listKeys()).resolves.toEqual([]);
  });
});

import { InMemoryListingStore } from '../fakes/in-memory-listing-store.ts';
import { InMemoryOpenHouseStore } from '../fakes/in-memory-open-house-store.ts';
import { openHouseStoreContract } from './open-house-store.contract.ts';

openHouseStoreContract('InMemoryOpenHouseStore', async () => {
  let listings = new InMemoryListingStore();
  let openHouses = new InMemoryOpenHouseStore(listings);
  return {
    get listings() {
      return listings;
    },
    get openHouses() {
      return openHouses;
    },
    reset: async () => {
      listings = new InMemoryListingStore();
      openHouses = new InMemoryOpenHouseStore(listings);
    },
  };
});

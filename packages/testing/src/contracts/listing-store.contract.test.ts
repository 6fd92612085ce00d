import { InMemoryListingStore } from '../fakes/in-memory-listing-store.ts';
import { InMemoryOpenHouseStore } from '../fakes/in-memory-open-house-store.ts';
import { listingStoreContract } from './listing-store.contract.ts';

// The in-memory fake is the reference the real adapters are held to: it must pass the same suite.
listingStoreContract('InMemoryListingStore', async () => {
  let store = new InMemoryListingStore();
  let openHouses = new InMemoryOpenHouseStore(store);
  return {
    get store() {
      return store;
    },
    get openHouses() {
      return openHouses;
    },
    reset: async () => {
      store = new InMemoryListingStore();
      openHouses = new InMemoryOpenHouseStore(store);
    },
  };
});

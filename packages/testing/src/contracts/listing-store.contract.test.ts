import { InMemoryListingStore } from '../fakes/in-memory-listing-store.ts';
import { listingStoreContract } from './listing-store.contract.ts';

// The in-memory fake is the reference the real adapters are held to: it must pass the same suite.
listingStoreContract('InMemoryListingStore', async () => {
  let store = new InMemoryListingStore();
  return {
    get store() {
      return store;
    },
    reset: async () => {
      store = new InMemoryListingStore();
    },
  };
});

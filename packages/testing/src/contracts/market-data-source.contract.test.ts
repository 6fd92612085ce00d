import { InMemoryListingStore } from '../fakes/in-memory-listing-store.ts';
import { InMemoryMarketDataSource } from '../fakes/in-memory-market-data-source.ts';
import { marketDataSourceContract } from './market-data-source.contract.ts';

// The in-memory fake is the reference the real adapters are held to: it must pass the same suite.
marketDataSourceContract('InMemoryMarketDataSource', async () => {
  let listings = new InMemoryListingStore();
  let source = new InMemoryMarketDataSource(listings);
  return {
    get listings() {
      return listings;
    },
    get source() {
      return source;
    },
    reset: async () => {
      listings = new InMemoryListingStore();
      source = new InMemoryMarketDataSource(listings);
    },
  };
});

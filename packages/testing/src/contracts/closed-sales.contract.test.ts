import { InMemoryClosedSales } from '../fakes/in-memory-closed-sales.ts';
import { InMemoryListingStore } from '../fakes/in-memory-listing-store.ts';
import { closedSalesContract } from './closed-sales.contract.ts';

// The in-memory fake is the reference the real adapters are held to: it must pass the same suite.
closedSalesContract('InMemoryClosedSales', async () => {
  let listings = new InMemoryListingStore();
  let sales = new InMemoryClosedSales(listings);
  return {
    get listings() {
      return listings;
    },
    get sales() {
      return sales;
    },
    reset: async () => {
      listings = new InMemoryListingStore();
      sales = new InMemoryClosedSales(listings);
    },
  };
});

import { InMemoryListingStore } from '../fakes/in-memory-listing-store.ts';
import { InMemoryPlaceSuggestions } from '../fakes/in-memory-place-suggestions.ts';
import { placeSuggestionsContract } from './place-suggestions.contract.ts';

// The in-memory fake is the reference the real adapters are held to: it must pass the same suite.
placeSuggestionsContract('InMemoryPlaceSuggestions', async () => {
  let listings = new InMemoryListingStore();
  let places = new InMemoryPlaceSuggestions(listings);
  return {
    get listings() {
      return listings;
    },
    get places() {
      return places;
    },
    reset: async () => {
      listings = new InMemoryListingStore();
      places = new InMemoryPlaceSuggestions(listings);
    },
  };
});

import { InMemorySavedHomes, InMemorySavedSearches } from '../fakes/in-memory-saved-lists.ts';
import { savedListsContract } from './saved-lists.contract.ts';

savedListsContract('in memory', async () => {
  const homes = new InMemorySavedHomes();
  const searches = new InMemorySavedSearches();
  return {
    as: () => ({ homes, searches }),
    reset: async () => {
      homes.clear();
      searches.clear();
    },
  };
});

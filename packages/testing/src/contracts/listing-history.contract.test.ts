import { InMemoryListingHistory, InMemoryListingSyncLog } from '../fakes/in-memory-listing-history.ts';
import { listingHistoryContract } from './listing-history.contract.ts';

listingHistoryContract('InMemoryListingHistory', async () => {
  let history = new InMemoryListingHistory();
  let syncLog = new InMemoryListingSyncLog();
  return {
    get history() {
      return history;
    },
    get syncLog() {
      return syncLog;
    },
    reset: async () => {
      history = new InMemoryListingHistory();
      syncLog = new InMemoryListingSyncLog();
    },
  };
});

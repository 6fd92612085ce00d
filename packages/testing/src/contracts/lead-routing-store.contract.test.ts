import { InMemoryLeadRoutingStore } from '../fakes/in-memory-lead-routing-store.ts';
import { leadRoutingStoreContract } from './lead-routing-store.contract.ts';

leadRoutingStoreContract('InMemoryLeadRoutingStore', async () => {
  const store = new InMemoryLeadRoutingStore();
  return { store, reset: async () => store.clear() };
});

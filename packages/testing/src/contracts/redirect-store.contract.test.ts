import { InMemoryRedirectStore } from '../fakes/in-memory-redirect-store.ts';
import { redirectStoreContract } from './redirect-store.contract.ts';

redirectStoreContract('InMemoryRedirectStore', async () => {
  const store = new InMemoryRedirectStore();
  return { store, reset: async () => store.clear() };
});

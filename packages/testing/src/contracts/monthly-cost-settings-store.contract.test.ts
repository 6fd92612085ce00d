import { InMemoryMonthlyCostSettingsStore } from '../fakes/in-memory-monthly-cost-settings-store.ts';
import { monthlyCostSettingsStoreContract } from './monthly-cost-settings-store.contract.ts';

monthlyCostSettingsStoreContract('InMemoryMonthlyCostSettingsStore', async () => {
  const store = new InMemoryMonthlyCostSettingsStore();
  return { store, reset: async () => store.clear() };
});

import { monthlyCostSettingsStoreContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase } from '../test-databases.ts';
import { PostgresMonthlyCostSettingsStore } from './postgres-monthly-cost-settings-store.ts';

for (const kind of TEST_DATABASE_KINDS)
  monthlyCostSettingsStoreContract(`PostgresMonthlyCostSettingsStore on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'monthly_cost_settings');
    return {
      store: new PostgresMonthlyCostSettingsStore(db),
      reset: async () => {
        await db.exec('truncate monthly_cost_settings');
      },
      close: () => db.close(),
    };
  });

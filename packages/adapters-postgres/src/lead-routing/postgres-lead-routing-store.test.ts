import { leadRoutingStoreContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase } from '../test-databases.ts';
import { PostgresLeadRoutingStore } from './postgres-lead-routing-store.ts';

for (const kind of TEST_DATABASE_KINDS)
  leadRoutingStoreContract(`PostgresLeadRoutingStore on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'lead_routing');
    return {
      store: new PostgresLeadRoutingStore(db),
      reset: async () => {
        await db.exec('truncate lead_area_agents');
        await db.exec("update lead_routing set rule = 'round-robin', office_email = null, rotation_last = null");
      },
      close: () => db.close(),
    };
  });

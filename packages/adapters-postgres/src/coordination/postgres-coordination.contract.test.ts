import { changeBusContract, exclusiveLockContract } from '@app/testing';
import { createPostgres15TestDatabase } from '@app/testing/harness';
import { PostgresChangeBus } from './postgres-change-bus.ts';
import { PostgresExclusiveLock } from './postgres-exclusive-lock.ts';

exclusiveLockContract('PostgresExclusiveLock on Postgres 15', async () => {
  const url = await createPostgres15TestDatabase('exclusive_lock');
  return { open: async () => new PostgresExclusiveLock({ url }) };
});

changeBusContract('PostgresChangeBus on Postgres 15', async () => {
  const url = await createPostgres15TestDatabase('change_bus');
  return { open: () => PostgresChangeBus.open({ url }) };
});

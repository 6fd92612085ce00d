import { afterAll, beforeAll } from 'vitest';
import { migrate } from '@app/database';
import { openPostgresDatabase, type Database } from '@app/adapters-postgres';
import { createPostgres15TestDatabase } from '@app/testing/harness';
import { describeAttemptCountersContract } from './attempt-counter.contract.ts';
import { databaseAttemptCounters } from './database-attempt-counters.ts';

let db: Database;
beforeAll(async () => {
  db = await openPostgresDatabase({ url: await createPostgres15TestDatabase('api_limits') });
  await migrate(db);
}, 60_000);
afterAll(() => db.close());

describeAttemptCountersContract('database on Postgres 15', () => databaseAttemptCounters(db));

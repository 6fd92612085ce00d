import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@app/database';
import { DataUnavailableError } from '@app/domain';
import { exampleChange } from '@app/testing';
import type { Database } from '../connection/database.ts';
import { asDataApiCaller, type DataApiCaller } from '../data-api-caller.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase } from '../test-databases.ts';
import { PostgresListingHistory } from './postgres-listing-history.ts';

// Migration 0023 seen as the data API's roles see it: history is public like the listings, written by the server only;
// the simulated MLS's table is the server's alone.
describe.each(TEST_DATABASE_KINDS)('listing_history and demo_mls_listings row-level security on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind, 'history_policies');
    await new PostgresListingHistory(db).append([exampleChange('L1', 'p1', 1)]);
  });
  afterAll(() => db.close());

  const as = <R>(caller: DataApiCaller, fn: (tx: SqlExecutor) => Promise<R>) => asDataApiCaller(db, caller, fn);

  it.each(['anon', 'user', 'admin'] as const)('lets %s callers read the history', async (caller) => {
    const changes = await as(caller, (tx) => new PostgresListingHistory(tx).forProperty('p1'));
    expect(changes.map((change) => change.listingKey)).toEqual(['L1']);
  });

  it.each(['anon', 'user', 'admin'] as const)('refuses a history row written by %s callers', async (caller) => {
    const refused = await as(caller, (tx) =>
      new PostgresListingHistory(tx).append([exampleChange('L2', 'p2', 2)]).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(refused).toBeInstanceOf(DataUnavailableError);
  });

  it.each(['anon', 'user', 'admin'] as const)('shows %s callers nothing of the simulated MLS', async (caller) => {
    const read = await as(caller, (tx) => tx.query('select listing_key from demo_mls_listings')).catch(
      (error: unknown) => error,
    );
    expect(read).toMatchObject({ message: expect.stringMatching(/permission denied/) });
  });
});

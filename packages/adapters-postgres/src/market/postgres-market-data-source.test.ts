import type { SqlExecutor } from '@app/database';
import { generateDemoListings } from '@app/demo';
import { createGetMarketActivity, DataUnavailableError } from '@app/domain';
import { InMemoryListingStore, InMemoryMarketDataSource, marketDataSourceContract } from '@app/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { PostgresListingStore } from '../listing/postgres-listing-store.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { MARKET_DATA_FETCH_FAILED, PostgresMarketDataSource } from './postgres-market-data-source.ts';

for (const kind of TEST_DATABASE_KINDS)
  marketDataSourceContract(`PostgresMarketDataSource on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'market_data');
    return {
      source: new PostgresMarketDataSource(db),
      listings: new PostgresListingStore(db),
      reset: () => truncate(db, ['listings']),
      close: () => db.close(),
    };
  });

describe('PostgresMarketDataSource over the demo listings', () => {
  const listings = generateDemoListings({ count: 5_000 });
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase('PGlite', 'market_data');
    await new PostgresListingStore(db).upsertMany(listings);
  }, 120_000);
  afterAll(() => db.close());

  it.each([true, false])(
    'gives the market activity the in-memory reference gives (sold data public: %s)',
    async (closedListingsPublic) => {
      const visibility = { closedListingsPublic };
      const reference = new InMemoryListingStore(listings);
      const expected = createGetMarketActivity({
        source: new InMemoryMarketDataSource(reference),
        listings: reference,
        visibility,
      });
      const actual = createGetMarketActivity({
        source: new PostgresMarketDataSource(db),
        listings: new PostgresListingStore(db),
        visibility,
      });

      for (const request of [{}, { city: 'naples', months: 24 }, { city: 'Sanibel', months: 3 }]) {
        const activity = await actual(request);
        expect(activity).toEqual(await expected(request));
        expect(activity?.months.at(-1)?.month).toBe('2026-10');
      }
    },
  );
});

describe('PostgresMarketDataSource when the database fails', () => {
  const failing = {
    query: () => Promise.reject(new Error('terminating connection due to administrator command')),
  } as unknown as SqlExecutor;
  const source = new PostgresMarketDataSource(failing);

  it.each([
    ['records', () => source.records({ from: '2026-01-01', to: '2026-12-31' })],
    ['cities', () => source.cities()],
  ] as const)('turns a driver failure in %s into DataUnavailableError', async (_name, call) => {
    await expect(call()).rejects.toThrow(DataUnavailableError);
    await expect(call()).rejects.toThrow(MARKET_DATA_FETCH_FAILED);
  });
});

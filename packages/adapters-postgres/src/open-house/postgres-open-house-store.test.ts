import { DataUnavailableError, type OpenHouse } from '@app/domain';
import { openHouseStoreContract } from '@app/testing';
import { describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { PostgresListingStore } from '../listing/postgres-listing-store.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import {
  OPEN_HOUSES_FETCH_FAILED,
  OPEN_HOUSES_STORE_FAILED,
  PostgresOpenHouseStore,
} from './postgres-open-house-store.ts';

for (const kind of TEST_DATABASE_KINDS)
  openHouseStoreContract(`PostgresOpenHouseStore on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'open_house_store');
    return {
      openHouses: new PostgresOpenHouseStore(db),
      listings: new PostgresListingStore(db),
      reset: () => truncate(db, ['listings']),
      close: () => db.close(),
    };
  });

describe('PostgresOpenHouseStore when the database fails', () => {
  const failure = () => Promise.reject(new Error('connection refused'));
  const failing = {
    kind: 'postgres',
    exec: failure,
    query: failure,
    transaction: failure,
    close: () => Promise.resolve(),
  } as unknown as Database;
  const store = new PostgresOpenHouseStore(failing);
  const openHouse: OpenHouse = {
    OpenHouseKey: 'OH-1',
    ListingKey: 'L1',
    ListingId: '1',
    OpenHouseStartTime: '2026-03-07T17:00:00.000Z',
    OpenHouseEndTime: '2026-03-07T20:00:00.000Z',
    OpenHouseRemarks: null,
  };

  it.each([
    [
      'inWindow',
      () => store.inWindow({ from: '2026-03-01T00:00:00Z', to: '2026-03-08T00:00:00Z' }, 10),
      OPEN_HOUSES_FETCH_FAILED,
    ],
    ['forListing', () => store.forListing('L1', '2026-03-01T00:00:00Z'), OPEN_HOUSES_FETCH_FAILED],
    ['listKeys', () => store.listKeys(), OPEN_HOUSES_FETCH_FAILED],
    ['upsertMany', () => store.upsertMany([openHouse]), OPEN_HOUSES_STORE_FAILED],
    ['removeMany', () => store.removeMany(['OH-1']), OPEN_HOUSES_STORE_FAILED],
  ] as const)(
    'turns a driver failure in %s into DataUnavailableError with a safe message',
    async (_name, call, message) => {
      const error = await call().catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(DataUnavailableError);
      expect((error as Error).message).toBe(message);
    },
  );
});

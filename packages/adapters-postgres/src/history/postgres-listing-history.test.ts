import { DataUnavailableError } from '@app/domain';
import { exampleChange, listingHistoryContract } from '@app/testing';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import {
  LISTING_HISTORY_FETCH_FAILED,
  LISTING_HISTORY_STORE_FAILED,
  PostgresListingHistory,
  PostgresListingSyncLog,
} from './postgres-listing-history.ts';

for (const kind of TEST_DATABASE_KINDS)
  listingHistoryContract(`PostgresListingHistory on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'listing_history');
    return {
      history: new PostgresListingHistory(db),
      syncLog: new PostgresListingSyncLog(db),
      reset: () => truncate(db, ['listing_history', 'sync_state']),
      close: () => db.close(),
    };
  });

describe('PostgresListingHistory when the database fails', () => {
  const failure = () => Promise.reject(new Error('connection refused'));
  const failing = { exec: failure, query: failure };
  const history = new PostgresListingHistory(failing);
  const log = new PostgresListingSyncLog(failing);

  it.each([
    ['latestOf', () => history.latestOf(['L1']), LISTING_HISTORY_FETCH_FAILED],
    ['listingKeysOf', () => history.listingKeysOf(['p']), LISTING_HISTORY_FETCH_FAILED],
    ['forProperty', () => history.forProperty('p'), LISTING_HISTORY_FETCH_FAILED],
    ['changesSince', () => history.changesSince(null, 5), LISTING_HISTORY_FETCH_FAILED],
    ['append', () => history.append([exampleChange('L1', 'p', 1)]), LISTING_HISTORY_STORE_FAILED],
    ['lastSyncAt', () => log.lastSyncAt(), LISTING_HISTORY_FETCH_FAILED],
    ['recordSync', () => log.recordSync('2026-11-26T00:00:00.000Z'), LISTING_HISTORY_STORE_FAILED],
  ] as const)(
    'turns a driver failure in %s into DataUnavailableError with a safe message',
    async (_name, call, message) => {
      const error = await call().catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(DataUnavailableError);
      expect((error as Error).message).toBe(message);
    },
  );
});

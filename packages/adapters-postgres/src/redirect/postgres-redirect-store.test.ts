import { DataUnavailableError } from '@app/domain';
import { redirectStoreContract } from '@app/testing';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresRedirectStore, REDIRECTS_UNAVAILABLE } from './postgres-redirect-store.ts';

for (const kind of TEST_DATABASE_KINDS)
  redirectStoreContract(`PostgresRedirectStore on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'redirects');
    return {
      store: new PostgresRedirectStore(db),
      reset: () => truncate(db, ['redirects']),
      close: () => db.close(),
    };
  });

describe('PostgresRedirectStore failures', () => {
  it('reports a failing database as DataUnavailableError with a safe message', async () => {
    const broken = new PostgresRedirectStore({
      query: () => Promise.reject(new Error('connection reset')),
      exec: () => Promise.reject(new Error('x')),
    });
    await expect(broken.list()).rejects.toEqual(new DataUnavailableError(REDIRECTS_UNAVAILABLE));
  });
});

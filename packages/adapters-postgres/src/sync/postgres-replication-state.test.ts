import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataUnavailableError } from '@app/domain';
import type { Database } from '../connection/database.ts';
import { openEmbeddedDatabase } from '../connection/embedded-database.ts';
import { prepareDatabase } from '../seed/prepare-database.ts';
import { PostgresReplicationState } from './postgres-replication-state.ts';

describe(PostgresReplicationState, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
    await prepareDatabase(db, { seed: false });
  });
  afterAll(() => db.close());

  it('has no high-water mark before the first run', async () => {
    expect(await new PostgresReplicationState(db, 'trestle.property').get()).toBeNull();
  });

  it('keeps the last mark per name, across instances', async () => {
    await new PostgresReplicationState(db, 'trestle.property').set('2026-11-01T00:00:00.000Z');
    await new PostgresReplicationState(db, 'trestle.property').set('2026-11-02T00:00:00.000Z');
    await new PostgresReplicationState(db, 'other').set('x');
    expect(await new PostgresReplicationState(db, 'trestle.property').get()).toBe('2026-11-02T00:00:00.000Z');
  });

  it('reports a database failure as DataUnavailableError', async () => {
    const broken = { exec: async () => undefined, query: async () => Promise.reject(new Error('connection reset')) };
    await expect(new PostgresReplicationState(broken, 'x').get()).rejects.toBeInstanceOf(DataUnavailableError);
  });
});

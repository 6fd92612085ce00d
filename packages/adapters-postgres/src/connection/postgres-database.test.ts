import { createPostgres15TestDatabase } from '@app/testing/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { itKeepsTheDatabaseContract } from './database.contract.ts';
import { openPostgresDatabase } from './postgres-database.ts';

describe(openPostgresDatabase, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPostgresDatabase({ url: await createPostgres15TestDatabase('connection'), maxConnections: 4 });
  });
  afterAll(() => db.close());

  itKeepsTheDatabaseContract(() => db);

  it('talks to a real Postgres 15', async () => {
    const { rows } = await db.query<{ version: string }>('select version()');

    expect(db.kind).toBe('postgres');
    expect(rows[0]?.version).toMatch(/^PostgreSQL 15\./);
  });

  it('runs a whole transaction on one connection', async () => {
    const settings = await db.transaction(async (tx) => {
      await tx.exec('set local lock_timeout = 1000');
      return (await tx.query<{ timeout: string }>("select current_setting('lock_timeout') as timeout")).rows;
    });

    expect(settings).toEqual([{ timeout: '1s' }]);
  });

  it('closes once, however often it is asked to', async () => {
    const other = await openPostgresDatabase({ url: await createPostgres15TestDatabase('connection') });

    await other.close();

    await expect(other.close()).resolves.toBeUndefined();
  });
});

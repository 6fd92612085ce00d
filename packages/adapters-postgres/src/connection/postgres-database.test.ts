import { inspect } from 'node:util';
import { createPostgres15TestDatabase } from '@app/testing/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

describe(openPostgresDatabase, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPostgresDatabase({ url: await createPostgres15TestDatabase('connection'), maxConnections: 4 });
  });
  afterAll(() => db.close());

  it('talks to a real Postgres 15', async () => {
    const { rows } = await db.query<{ version: string }>('select version()');

    expect(db.kind).toBe('postgres');
    expect(rows[0]?.version).toMatch(/^PostgreSQL 15\./);
  });

  it('runs a whole transaction on one connection and rolls it back when it throws', async () => {
    await db.exec('create table probe (value integer)');

    await db.transaction(async (tx) => {
      await tx.exec('set local lock_timeout = 1000');
      await tx.query('insert into probe values ($1)', [1]);
      const { rows } = await tx.query<{ timeout: string }>("select current_setting('lock_timeout') as timeout");
      expect(rows).toEqual([{ timeout: '1s' }]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into probe values ($1)', [2]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');

    expect((await db.query('select value from probe')).rows).toEqual([{ value: 1 }]);
  });

  it('rethrows a failed statement without the values it was given (they would reach the log)', async () => {
    await db.exec('create table visitor_probe (id uuid, name text, email text)');
    const failures = await Promise.all([
      db
        .query('insert into visitor_probe (name, email) values ($1, $2)', ['Dana\u0000Whitfield', 'dana@example.com'])
        .catch((error: unknown) => error),
      db.query('select $1::uuid as id', ['dana@example.com']).catch((error: unknown) => error),
    ]);

    for (const failure of failures) {
      const logged = inspect(failure, { depth: 5 });
      expect(logged).not.toMatch(/Dana|Whitfield|dana@example\.com/);
    }
    expect(failures.map((failure) => (failure as { code?: string }).code)).toEqual(['22021', '22P02']);
    expect((failures[1] as Error).message).toBe('invalid input syntax for type uuid: "…"');
  });

  it("keeps the names of the schema in a failed statement's message, and its SQLSTATE code", async () => {
    await db.exec(
      "create table status_probe (status text constraint status_probe_status_check check (status in ('new')))",
    );
    const failure = await db
      .query('insert into status_probe values ($1)', ['Dana Whitfield'])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: '23514',
      message: 'new row for relation "status_probe" violates check constraint "status_probe_status_check"',
    });
    expect(inspect(failure)).not.toContain('Dana');
  });

  it('closes once, however often it is asked to', async () => {
    const other = await openPostgresDatabase({ url: await createPostgres15TestDatabase('connection') });

    await other.close();

    await expect(other.close()).resolves.toBeUndefined();
  });
});

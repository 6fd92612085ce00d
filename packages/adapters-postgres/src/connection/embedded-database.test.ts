import { inspect } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openEmbeddedDatabase } from './embedded-database.ts';

describe(openEmbeddedDatabase, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
  });
  afterAll(() => db.close());

  it('is a PGlite database that can enable pg_trgm', async () => {
    await db.exec('create extension if not exists pg_trgm');

    const { rows } = await db.query<{ similar: boolean }>("select 'pelican bay' % 'pelican bay woods' as similar");

    expect(db.kind).toBe('pglite');
    expect(rows).toEqual([{ similar: true }]);
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    await db.exec('create table probe (value integer)');

    await db.transaction((tx) => tx.query('insert into probe values ($1)', [1]));
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

  it('keeps its data in a folder across a close and a reopen', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pglite-'));
    try {
      const first = await openEmbeddedDatabase({ dataDir: join(folder, 'data') });
      await first.exec("create table kept (note text); insert into kept values ('still here')");
      await first.close();
      await first.close();

      const second = await openEmbeddedDatabase({ dataDir: join(folder, 'data') });
      expect((await second.query('select note from kept')).rows).toEqual([{ note: 'still here' }]);
      await second.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

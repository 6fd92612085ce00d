import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { itKeepsTheDatabaseContract } from './database.contract.ts';
import { openEmbeddedDatabase } from './embedded-database.ts';

describe(openEmbeddedDatabase, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
  });
  afterAll(() => db.close());

  itKeepsTheDatabaseContract(() => db);

  it('is a PGlite database that can enable pg_trgm', async () => {
    await db.exec('create extension if not exists pg_trgm');

    const { rows } = await db.query<{ similar: boolean }>("select 'pelican bay' % 'pelican bay woods' as similar");

    expect(db.kind).toBe('pglite');
    expect(rows).toEqual([{ similar: true }]);
  });

  it('opens each in-memory database blank, with pg_trgm, whatever the ones before hold', async () => {
    const opened: Database[] = [];
    try {
      for (const note of ['first', 'second', 'third']) {
        const next = await openEmbeddedDatabase();
        opened.push(next);
        const { rows } = await next.query<{ tables: number }>(
          "select count(*)::int as tables from pg_tables where schemaname = 'public'",
        );
        expect(rows).toEqual([{ tables: 0 }]);
        await next.exec(`create extension pg_trgm; create table kept (note text); insert into kept values ('${note}')`);
        expect((await next.query("select 'naples' % 'naples park' as similar")).rows).toEqual([{ similar: true }]);
      }
      const notes = await Promise.all(opened.map(async (each) => (await each.query('select note from kept')).rows));
      expect(notes).toEqual([[{ note: 'first' }], [{ note: 'second' }], [{ note: 'third' }]]);
    } finally {
      await Promise.all(opened.map((each) => each.close()));
    }
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

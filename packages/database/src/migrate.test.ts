import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MigrationChecksumError } from './migrate.ts';
import { bundledMigrations } from './migrations.ts';
import type { SqlExecutor } from './sql-executor.ts';

let pglite: PGlite;
let executor: SqlExecutor;

// Like the embedded database, PGlite loads pg_trgm's module, which the search migration enables.
// A cold start takes seconds, more on a busy machine.
beforeAll(async () => {
  pglite = await PGlite.create({ extensions: { pg_trgm } });
  executor = {
    exec: async (sql) => void (await pglite.exec(sql)),
    query: async <T>(sql: string, params?: readonly unknown[]) => ({
      rows: (await pglite.query<T>(sql, params ? [...params] : undefined)).rows,
    }),
  };
}, 60_000);

afterAll(async () => {
  await pglite.close();
});

async function tableExists(name: string): Promise<boolean> {
  const { rows } = await executor.query<{ found: string | null }>('select to_regclass($1)::text as found', [name]);
  return rows[0]?.found !== null;
}

describe(bundledMigrations, () => {
  it('finds the SQL files in name order', () => {
    const names = bundledMigrations().map((migration) => migration.name);
    expect(names.slice(0, 3)).toEqual(['0001_footer_links.sql', '0002_listings.sql', '0003_site_settings.sql']);
    expect([...names].sort()).toEqual(names);
  });
});

describe(migrate, () => {
  it('applies every migration once, in order', async () => {
    const first = await migrate(executor);
    expect(first.applied).toEqual(bundledMigrations().map((migration) => migration.name));
    for (const table of [
      'footer_links',
      'listings',
      'listing_media',
      'site_settings',
      'open_houses',
      'contact_submissions',
    ])
      expect(await tableExists(table)).toBe(true);
    expect(await migrate(executor)).toEqual({ applied: [] });
  });

  it('gives footer links the defaults of the spec and maintains updated_at', async () => {
    const { rows } = await executor.query<Record<string, unknown>>(
      'insert into footer_links default values returning *',
    );
    expect(rows[0]).toMatchObject({ enabled: true, column: 1, link_text: '', link_url: '', sort_order: 999 });
    const updated = await executor.query<{ later: boolean }>(
      "update footer_links set link_text = 'About' where id = $1 returning updated_at > created_at as later",
      [rows[0]?.id],
    );
    expect(updated.rows[0]?.later).toBe(true);
  });

  it('refuses to run when an applied migration file has changed', async () => {
    const changed = bundledMigrations().map((migration, index) =>
      index === 0 ? { ...migration, sql: `${migration.sql}\n-- edited` } : migration,
    );
    await expect(migrate(executor, changed)).rejects.toThrow(MigrationChecksumError);
    await expect(migrate(executor, changed)).rejects.toThrow(/0001_footer_links\.sql was changed/);
  });

  it('ignores line-ending changes of an applied file', async () => {
    const crlf = bundledMigrations().map((migration) => ({ ...migration, sql: migration.sql.replace(/\n/g, '\r\n') }));
    expect(await migrate(executor, crlf)).toEqual({ applied: [] });
  });

  it('leaves nothing behind when a migration fails', async () => {
    const broken = { name: '9999_broken.sql', sql: 'create table broken_probe (id integer);\nselect 1 / 0;' };
    await expect(migrate(executor, [...bundledMigrations(), broken])).rejects.toThrow(/division by zero/);
    expect(await tableExists('broken_probe')).toBe(false);
    const { rows } = await executor.query('select name from schema_migrations where name = $1', [broken.name]);
    expect(rows).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase } from '../test-databases.ts';
import { VISITOR_KEYED_COLUMNS } from './visitor-keyed-tables.ts';

for (const kind of TEST_DATABASE_KINDS)
  describe(`the visitor's tables on ${kind}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await openMigratedTestDatabase(kind, 'visitor_tables');
    });
    afterAll(() => db.close());

    it('are exactly the tables with a visitor column, so deleting an account leaves nothing of it', async () => {
      const { rows } = await db.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
         where table_schema = 'public' and column_name like '%visitor%' order by table_name`,
      );
      const named = (list: readonly { table: string; column: string }[]) =>
        list.map(({ table, column }) => `${table}.${column}`).sort();
      expect(named(rows.map((row) => ({ table: row.table_name, column: row.column_name })))).toEqual(
        named(VISITOR_KEYED_COLUMNS),
      );
    });
  });

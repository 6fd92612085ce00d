import { contentColumnName, type SqlExecutor } from '@app/database';
import { CONTENT_COLLECTIONS, type DemoPictureImports } from '@app/domain';
import type { Database } from '../connection/database.ts';

/** Every content table with its picture-holding (json) columns. */
const PICTURE_COLUMNS: readonly { table: string; columns: readonly string[] }[] = CONTENT_COLLECTIONS.map(
  (collection) => ({
    table: collection.name,
    columns: Object.entries(collection.fields as Record<string, { kind: string }>)
      .filter(([, spec]) => spec.kind === 'json')
      .map(([field]) => `"${contentColumnName(field)}"`),
  }),
).filter((entry) => entry.columns.length > 0);

/** `col->>'url' = $1` for a picture column (other json columns hold arrays or objects without a url). */
const shows = (column: string) => `(jsonb_typeof(${column}) = 'object' and ${column}->>'url' = $1)`;

/** The addresses of $1 (a text array) that some picture column of some content table shows: one statement. */
const SHOWN_URLS = `select distinct url from (${PICTURE_COLUMNS.flatMap(({ table, columns }) =>
  columns.map(
    (column) =>
      `select ${column}->>'url' as url from ${table}
       where jsonb_typeof(${column}) = 'object' and ${column}->>'url' = any($1::text[])`,
  ),
).join(' union all ')}) as shown`;

/**
 * DemoPictureImports on Postgres (table demo_picture_imports, migration 0047). Repointing is one
 * statement per content table: the version trigger (migration 0039) bumps each changed record's
 * version as any write does; nothing is written to the Activity log (the system did it, ADR 0048).
 */
export class PostgresDemoPictureImports implements DemoPictureImports {
  constructor(private readonly db: Database) {}

  async importedUrls(): Promise<ReadonlySet<string>> {
    const { rows } = await this.db.query<{ demo_url: string }>('select demo_url from demo_picture_imports');
    return new Set(rows.map((row) => row.demo_url));
  }

  async shownUrls(demoUrls: readonly string[]): Promise<ReadonlySet<string>> {
    if (demoUrls.length === 0) return new Set();
    const { rows } = await this.db.query<{ url: string }>(SHOWN_URLS, [demoUrls]);
    return new Set(rows.map((row) => row.url));
  }

  completeImport(demoUrl: string, imageId: string, libraryUrl: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `insert into demo_picture_imports (demo_url, image_id) values ($1, $2)
         on conflict (demo_url) do nothing returning demo_url`,
        [demoUrl, imageId],
      );
      if (rows.length === 0) return 0;
      let changed = 0;
      for (const { table, columns } of PICTURE_COLUMNS)
        changed += await repoint(tx, table, columns, demoUrl, libraryUrl);
      return changed;
    });
  }
}

/** Points the table's pictures at `demoUrl` to `libraryUrl` in one statement; how many records changed. */
async function repoint(
  tx: SqlExecutor,
  table: string,
  columns: readonly string[],
  demoUrl: string,
  libraryUrl: string,
): Promise<number> {
  const assignments = columns.map(
    (column) =>
      `${column} = case when ${shows(column)} then jsonb_set(${column}, '{url}', to_jsonb($2::text)) else ${column} end`,
  );
  const { rows } = await tx.query(
    `update ${table} set ${assignments.join(', ')} where ${columns.map(shows).join(' or ')} returning id`,
    [demoUrl, libraryUrl],
  );
  return rows.length;
}

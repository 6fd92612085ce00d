import { bundledMigrations, migrationChecksum, type Migration } from './migrations.ts';
import type { SqlExecutor } from './sql-executor.ts';

const CREATE_LEDGER = `
create table if not exists schema_migrations (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
)`;

/** An applied migration whose file has changed since; the database must not be migrated blindly. */
export class MigrationChecksumError extends Error {
  constructor(readonly migration: string) {
    super(
      `Migration ${migration} was changed after it was applied to this database. ` +
        'Applied migrations are immutable: restore the file and add a new migration for the change.',
    );
    this.name = 'MigrationChecksumError';
  }
}

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in name order, and returns
 * the names it applied. Each migration runs with its ledger row as one simple-protocol batch,
 * which Postgres executes as a single transaction: a failing file leaves nothing behind.
 * Migration files must therefore not contain transaction control statements.
 * Throws {@link MigrationChecksumError} when an applied migration's file has changed.
 */
export async function migrate(
  executor: SqlExecutor,
  migrations: readonly Migration[] = bundledMigrations(),
): Promise<{ applied: string[] }> {
  await executor.exec(CREATE_LEDGER);
  const { rows } = await executor.query<{ name: string; checksum: string }>(
    'select name, checksum from schema_migrations',
  );
  const recorded = new Map(rows.map((row) => [row.name, row.checksum]));
  for (const migration of migrations) {
    const known = recorded.get(migration.name);
    if (known !== undefined && known !== migrationChecksum(migration.sql))
      throw new MigrationChecksumError(migration.name);
  }
  const applied: string[] = [];
  for (const migration of migrations.filter((candidate) => !recorded.has(candidate.name))) {
    const ledger = `insert into schema_migrations (name, checksum) values (${quoteLiteral(migration.name)}, ${quoteLiteral(migrationChecksum(migration.sql))})`;
    await executor.exec(`${migration.sql}\n;\n${ledger};`);
    applied.push(migration.name);
  }
  return { applied };
}

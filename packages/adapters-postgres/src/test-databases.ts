import { migrate } from '@app/database';
import { createPostgres15TestDatabase } from '@app/testing/harness';
import type { Database } from './connection/database.ts';
import { openEmbeddedDatabase } from './connection/embedded-database.ts';
import { openPostgresDatabase } from './connection/postgres-database.ts';

/** The two kinds of database every adapter test runs against. */
export const TEST_DATABASE_KINDS = ['PGlite', 'Postgres 15'] as const;
export type TestDatabaseKind = (typeof TEST_DATABASE_KINDS)[number];

/**
 * A migrated database for one test file: an in-memory PGlite, or a fresh database on the run's
 * Postgres 15 (started by the testing package's global setup).
 */
export async function openMigratedTestDatabase(kind: TestDatabaseKind, prefix: string): Promise<Database> {
  const db =
    kind === 'PGlite'
      ? await openEmbeddedDatabase()
      : await openPostgresDatabase({ url: await createPostgres15TestDatabase(prefix) });
  await migrate(db);
  return db;
}

/** Empties tables between tests (faster than a new database, and resets nothing else). */
export async function truncate(db: Database, tables: readonly string[]): Promise<void> {
  await db.exec(`truncate ${tables.join(', ')} cascade`);
}

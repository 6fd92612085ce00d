import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SqlExecutor } from '@app/database';
import type { Database } from './database.ts';
import { redactingDriverErrors } from './redacted-driver-error.ts';

type PgliteLike = Pick<PGlite | Transaction, 'exec' | 'query'>;

/** Runs statements on PGlite; a failure is rethrown without the statement's parameter values (RedactedDriverError). */
function executorOf(target: PgliteLike): SqlExecutor {
  return {
    exec: (sql) =>
      redactingDriverErrors(async () => {
        await target.exec(sql);
      }),
    query: <T>(sql: string, params?: readonly unknown[]) =>
      redactingDriverErrors(async () => {
        const result = await target.query<T>(sql, params === undefined ? undefined : [...params]);
        return { rows: result.rows };
      }),
  };
}

/**
 * Opens PGlite (Postgres in WebAssembly): persisted in dataDir, or in memory when none is given.
 * The pg_trgm extension module is loaded so migrations may `create extension pg_trgm`.
 * Only one process may open a folder at a time.
 */
export async function openEmbeddedDatabase(options: { dataDir?: string } = {}): Promise<Database> {
  const pglite = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    extensions: { pg_trgm },
  });
  return {
    kind: 'pglite',
    ...executorOf(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(executorOf(tx))),
    close: async () => {
      if (pglite.closed) return;
      // A checkpoint first, so the folder reopens without replaying the write-ahead log.
      await pglite.exec('CHECKPOINT');
      await pglite.close();
    },
  };
}

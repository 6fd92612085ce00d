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

/** The extension modules every PGlite loads, so migrations may `create extension pg_trgm`. */
const EXTENSIONS = { pg_trgm };

/**
 * The data folder of a blank in-memory cluster, taken from the first in-memory database this process opens: each
 * later one starts from a copy instead of running initdb again (about 1.7 s of the 2.8 s an in-memory PGlite took to
 * open on the two-core machine; from the copy it takes about 1.1 s). Tests open hundreds of them (ADR 0058).
 */
let blankCluster: Promise<Blob> | null = null;

async function openInMemory(): Promise<PGlite> {
  if (blankCluster !== null) {
    const image = await blankCluster.catch(() => null);
    if (image !== null) return PGlite.create({ extensions: EXTENSIONS, loadDataDir: image });
  }
  const pglite = await PGlite.create({ extensions: EXTENSIONS });
  // Taken before the caller can write, so the copy is the blank cluster initdb made.
  blankCluster ??= pglite.dumpDataDir('none');
  await blankCluster.catch(() => null);
  return pglite;
}

/**
 * Opens PGlite (Postgres in WebAssembly): persisted in dataDir, or in memory when none is given.
 * Only one process may open a folder at a time.
 */
export async function openEmbeddedDatabase(options: { dataDir?: string } = {}): Promise<Database> {
  const pglite =
    options.dataDir === undefined
      ? await openInMemory()
      : await PGlite.create({ dataDir: options.dataDir, extensions: EXTENSIONS });
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

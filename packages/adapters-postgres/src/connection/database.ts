import type { SqlExecutor } from '@app/database';

/** An open Postgres database: PGlite in the process, or a real server through a pool. */
export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Closes the database cleanly; safe to call twice. */
  close(): Promise<void>;
}

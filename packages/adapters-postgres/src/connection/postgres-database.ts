import { Pool, type PoolClient } from 'pg';
import type { SqlExecutor } from '@app/database';
import type { Database } from './database.ts';
import { redactingDriverErrors } from './redacted-driver-error.ts';

type Queryable = Pick<Pool | PoolClient, 'query'>;

/** Runs statements on a pooled connection; a failure is rethrown without its detail (RedactedDriverError). */
function executorOf(target: Queryable): SqlExecutor {
  return {
    exec: (sql) =>
      redactingDriverErrors(async () => {
        await target.query(sql);
      }),
    query: <T>(sql: string, params?: readonly unknown[]) =>
      redactingDriverErrors(async () => {
        const result = await target.query(sql, params === undefined ? undefined : [...params]);
        return { rows: result.rows as T[] };
      }),
  };
}

/** Options of {@link openPostgresDatabase}. */
export interface PostgresDatabaseOptions {
  /** A `postgres://` connection string. */
  readonly url: string;
  /** Largest number of pooled connections (10 by default). */
  readonly maxConnections?: number;
}

/** Opens a pool of connections to a real Postgres server (Supabase or any other). */
export async function openPostgresDatabase(options: PostgresDatabaseOptions): Promise<Database> {
  const pool = new Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('Postgres pool connection lost:', error.message));
  let closed = false;
  return {
    kind: 'postgres',
    ...executorOf(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      const tx = executorOf(client);
      try {
        await tx.exec('begin');
        const result = await fn(tx);
        await tx.exec('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

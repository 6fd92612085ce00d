import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Database } from '@app/adapters-postgres';
import type { AttemptCounters } from './attempt-counter.ts';
import { counterOver, windowSeconds } from './rate-limiter-counter.ts';

/** The table migration 0020 makes, in rate-limiter-flexible's layout (key, points, expire). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** A pg query object, as rate-limiter-flexible's Postgres store sends it (the prepared statement name is not used). */
interface StoreQuery {
  readonly text: string;
  readonly values?: readonly unknown[];
}

/**
 * rate-limiter-flexible's Postgres store sends each statement as a pg `client.query({ text, values })` and reads
 * `rows` and `rowCount`: this is that client over our Database port, so the same store runs on PGlite and Postgres.
 */
function storeClientOver(db: Database) {
  return {
    async query(statement: StoreQuery) {
      const { rows } = await db.query<Record<string, unknown>>(statement.text, statement.values);
      return { rows, rowCount: rows.length };
    },
  };
}

/**
 * Counters in the database (ADR 0020): every server on one database shares them, and they outlive a restart. Built on
 * rate-limiter-flexible's RateLimiterPostgres (one atomic upsert per attempt), over the table the migrations make.
 */
export function databaseAttemptCounters(db: Database): AttemptCounters {
  const storeClient = storeClientOver(db);
  return (rule) =>
    counterOver(
      rule,
      new RateLimiterPostgres({
        storeClient,
        storeType: 'client',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: rule.name,
        points: rule.points,
        duration: windowSeconds(rule),
      }),
    );
}

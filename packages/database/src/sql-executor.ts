/** The smallest surface of a Postgres connection that migrations and seeds need. */
export interface SqlExecutor {
  /** Runs one or more statements with the simple query protocol (no parameters). */
  exec(sql: string): Promise<void>;
  /** Runs one statement with positional parameters ($1, $2, ...) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

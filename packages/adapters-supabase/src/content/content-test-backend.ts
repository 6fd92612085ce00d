import type { ContentCollection, ContentEntity } from '@app/domain';
import { contentResetStatements } from '@app/testing';
import { signTestJwt } from '@app/testing/harness';
import pg from 'pg';
import { inject } from 'vitest';
import { connectTestBackend, type TestBackend } from '../test-backend.ts';

/** The shared PostgREST backend, with what content tests add: an editor's token and SQL access. */
export interface ContentTestBackend {
  readonly backend: TestBackend;
  /** A signed-in user whose app_metadata role is `editor`. */
  readonly editorToken: string;
  /** Runs SQL as a superuser (bypassing the API and its policies). */
  sql<R extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R[]>;
  /** Empties the collection's table; other collections keep the reference agents their foreign keys point to. */
  reset<T extends ContentEntity>(collection: ContentCollection<T>): Promise<void>;
  close(): Promise<void>;
}

/** Connects to the backend provided by `postgrest-global-setup.ts` (test files share it: they run one at a time). */
export function connectContentTestBackend(): ContentTestBackend {
  const backend = connectTestBackend();
  const pool = new pg.Pool({ connectionString: inject('supabaseDatabaseUrl'), max: 2 });
  const sql = async <R extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
    (await pool.query<R>(text, params)).rows;
  return {
    backend,
    editorToken: signTestJwt(backend.jwtSecret, {
      role: 'authenticated',
      sub: '30000000-0000-4000-8000-000000000003',
      app_metadata: { role: 'editor' },
    }),
    sql,
    reset: async (collection) => {
      for (const statement of contentResetStatements(collection.name)) await sql(statement);
    },
    close: async () => {
      await pool.end();
      await backend.close();
    },
  };
}

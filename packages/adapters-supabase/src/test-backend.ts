import type { FooterLink } from '@app/domain';
import { createPostgrestFetch, createTestTokens, type TestTokens } from '@app/testing/harness';
import pg from 'pg';
import { inject } from 'vitest';
import { createSupabaseDataClient, type SupabaseDataClient } from './supabase-data-client.ts';
import { SupabaseFooterLinkRepository } from './supabase-footer-link-repository.ts';

/** Who calls the data API in a test: no token, the service-role key, a signed-in admin or plain user. */
export type Caller = keyof TestTokens;

/** The PostgREST + Postgres 15 pair the globalSetup started, seen by one test file. */
export interface TestBackend {
  readonly url: string;
  readonly jwtSecret: string;
  readonly tokens: TestTokens;
  /** The fetch that maps supabase-js's `/rest/v1` paths onto the bare PostgREST. */
  readonly fetch: typeof fetch;
  /** A data client over the real PostgREST, with the `/rest/v1` prefix rewritten away. */
  client(accessToken?: string): SupabaseDataClient;
  repositoryAs(caller: Caller): SupabaseFooterLinkRepository;
  /** Stores links as given (ids and timestamps included), bypassing the API and its policies. */
  insertLinks(links: readonly FooterLink[]): Promise<void>;
  /** Every stored link, straight from the table. */
  storedLinks(): Promise<FooterLink[]>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Connects to the backend provided by `postgrest-global-setup.ts`. Test files share it: run them one at a time. */
export function connectTestBackend(): TestBackend {
  const url = inject('postgrestUrl');
  const jwtSecret = inject('postgrestJwtSecret');
  const tokens = createTestTokens(jwtSecret);
  const pool = new pg.Pool({ connectionString: inject('supabaseDatabaseUrl'), max: 2 });
  const fetch = createPostgrestFetch();
  const client = (accessToken?: string) => createSupabaseDataClient({ url, anonKey: tokens.anon, accessToken, fetch });
  return {
    url,
    jwtSecret,
    tokens,
    fetch,
    client,
    repositoryAs: (caller) => new SupabaseFooterLinkRepository(client(caller === 'anon' ? undefined : tokens[caller])),
    insertLinks: async (links) => {
      for (const link of links)
        await pool.query(
          `insert into footer_links (id, enabled, "column", link_text, link_url, sort_order, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            link.id,
            link.enabled,
            link.column,
            link.link_text,
            link.link_url,
            link.sort_order,
            link.created_at,
            link.updated_at,
          ],
        );
    },
    storedLinks: async () => {
      const { rows } = await pool.query<
        Omit<FooterLink, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date }
      >('select * from footer_links order by id');
      return rows.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      }));
    },
    reset: async () => {
      await pool.query('truncate footer_links');
    },
    close: () => pool.end(),
  };
}

import type { SupabaseClient } from '@supabase/supabase-js';
import type { Redirect, RedirectChange, RedirectStore } from '@app/domain';
import { toDomainError, withDomainErrors } from '../postgrest-errors.ts';
import {
  createSupabaseDataClient,
  type SupabaseDataClient,
  type SupabaseDataClientOptions,
} from '../supabase-data-client.ts';

/** Message when the redirects cannot be read. */
export const REDIRECTS_UNAVAILABLE = 'Redirects are not available';
/** Message when a change of the redirects cannot be stored (a refusal by row-level security included). */
export const REDIRECTS_SAVE_FAILED = 'Failed to save the redirects';

interface RedirectRow {
  readonly from_path: string;
  readonly to_path: string;
  readonly updated_at: string;
}

/**
 * The permanent redirects over the data API: read from the `redirects` table, changed by the `apply_redirects`
 * function (one transaction, security invoker). Row-level security lets everyone read and only site admins write.
 */
export class SupabaseRedirectStore implements RedirectStore {
  private readonly client: SupabaseClient;

  constructor(client: SupabaseDataClient) {
    this.client = client;
  }

  list(): Promise<Redirect[]> {
    return withDomainErrors(REDIRECTS_UNAVAILABLE, async () => {
      const { data, error } = await this.client
        .from('redirects')
        .select('from_path, to_path, updated_at')
        .returns<RedirectRow[]>();
      if (error) throw toDomainError(error, REDIRECTS_UNAVAILABLE);
      // Ordered here by code point, as the Postgres adapter's `collate "C"` does, whatever the database's collation.
      return data
        .map((row) => ({
          fromPath: row.from_path,
          toPath: row.to_path,
          updatedAt: new Date(row.updated_at).toISOString(),
        }))
        .sort((a, b) => (a.fromPath < b.fromPath ? -1 : a.fromPath > b.fromPath ? 1 : 0));
    });
  }

  apply(change: RedirectChange): Promise<void> {
    return withDomainErrors(REDIRECTS_SAVE_FAILED, async () => {
      const { error } = await this.client.rpc('apply_redirects', {
        remove_paths: [...change.remove],
        put_rows: change.put.map(({ fromPath, toPath }) => ({ fromPath, toPath })),
      });
      if (error) throw toDomainError(error, REDIRECTS_SAVE_FAILED);
    });
  }
}

/** Redirect stores by caller: one shared anon store for the public, one per signed-in user's token. */
export interface SupabaseRedirectStores {
  /** Runs as the anon role: reads only. Shared by every request. */
  readonly anonymous: RedirectStore;
  /** Runs as the user of the access token (admin writes); make one per request. */
  forAccessToken(accessToken: string): RedirectStore;
}

/** The composition roots' entry: public reads with the anon key, admin writes with the user's token. */
export function createSupabaseRedirectStores(
  options: Omit<SupabaseDataClientOptions, 'accessToken'>,
): SupabaseRedirectStores {
  const storeFor = (accessToken?: string) =>
    new SupabaseRedirectStore(createSupabaseDataClient({ ...options, accessToken }));
  return { anonymous: storeFor(), forAccessToken: (accessToken) => storeFor(accessToken) };
}

import { createSupabaseDataClient, type SupabaseDataClientOptions } from '../supabase-data-client.ts';
import { SupabaseImageRepository } from './supabase-image-repository.ts';

/** The image records for a signed-in editor's or administrator's token (row-level security lets no one else in). */
export function createSupabaseImageRepositories(options: Omit<SupabaseDataClientOptions, 'accessToken'>) {
  return {
    forAccessToken: (accessToken: string) =>
      new SupabaseImageRepository(createSupabaseDataClient({ ...options, accessToken })),
  };
}

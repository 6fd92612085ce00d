import type { SeoSettingsRepository } from '@app/domain';
import { createSupabaseDataClient, type SupabaseDataClientOptions } from '../supabase-data-client.ts';
import { SupabaseSeoSettingsRepository } from './supabase-seo-settings-repository.ts';

/** SEO settings repositories by caller: one shared for the public, one per signed-in user's token. */
export interface SupabaseSeoSettingsRepositories {
  /** Runs as the anon role: reads only. Shared by every request. */
  readonly anonymous: SeoSettingsRepository;
  /** Runs as the user of the access token (admin writes); make one per request. */
  forAccessToken(accessToken: string): SeoSettingsRepository;
}

/** The composition roots' entry: public reads through one anon client, admin writes with the user's token so row-level
 * security judges them. */
export function createSupabaseSeoSettingsRepositories(
  options: Omit<SupabaseDataClientOptions, 'accessToken'>,
): SupabaseSeoSettingsRepositories {
  const repositoryFor = (accessToken?: string) =>
    new SupabaseSeoSettingsRepository(createSupabaseDataClient({ ...options, accessToken }));
  return { anonymous: repositoryFor(), forAccessToken: (accessToken) => repositoryFor(accessToken) };
}

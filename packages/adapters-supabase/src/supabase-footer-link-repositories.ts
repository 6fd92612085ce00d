import type { FooterLinkRepository } from '@app/domain';
import { createSupabaseDataClient, type SupabaseDataClientOptions } from './supabase-data-client.ts';
import { SupabaseFooterLinkRepository } from './supabase-footer-link-repository.ts';

/** What {@link createSupabaseFooterLinkRepositories} needs: the project, its anon key, optionally a fetch. */
export type SupabaseFooterLinkRepositoriesOptions = Omit<SupabaseDataClientOptions, 'accessToken'>;

/** Footer-link repositories by caller: one shared for the public, one per signed-in user's token. */
export interface SupabaseFooterLinkRepositories {
  /** Runs as the anon role: enabled links only, no writes. Shared by every request. */
  readonly anonymous: FooterLinkRepository;
  /** Runs as the user of the access token (admin writes); make one per request. */
  forAccessToken(accessToken: string): FooterLinkRepository;
}

/**
 * The composition roots' entry: public reads go through one anon client, and each admin request
 * gets a repository over a client carrying that user's token, so row-level security judges every write.
 */
export function createSupabaseFooterLinkRepositories(
  options: SupabaseFooterLinkRepositoriesOptions,
): SupabaseFooterLinkRepositories {
  const repositoryFor = (accessToken?: string) =>
    new SupabaseFooterLinkRepository(createSupabaseDataClient({ ...options, accessToken }));
  return { anonymous: repositoryFor(), forAccessToken: (accessToken) => repositoryFor(accessToken) };
}

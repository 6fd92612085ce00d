import {
  AGENTS,
  ARTICLES,
  BANNERS,
  COMMUNITIES,
  SALES_RESULTS,
  SITE_PAGES,
  TESTIMONIALS,
  type ContentRepositories,
} from '@app/domain';
import {
  createSupabaseDataClient,
  type SupabaseDataClient,
  type SupabaseDataClientOptions,
} from '../supabase-data-client.ts';
import { SupabaseContentRepository } from './supabase-content-repository.ts';

/** What {@link createSupabaseContentRepositories} needs: the project, its anon key, optionally a fetch. */
export type SupabaseContentRepositoriesOptions = Omit<SupabaseDataClientOptions, 'accessToken'>;

/** Content repositories by caller: one set shared for the public, one set per signed-in user's token. */
export interface SupabaseContentRepositories {
  /** Runs as the anon role: public records only, no writes. Shared by every request. */
  readonly anonymous: ContentRepositories;
  /** Runs as the user of the access token (editor and admin writes); make one set per request. */
  forAccessToken(accessToken: string): ContentRepositories;
}

/** A repository per content collection over one client. */
export function supabaseContentRepositoriesOver(client: SupabaseDataClient): ContentRepositories {
  return {
    agents: new SupabaseContentRepository(client, AGENTS),
    communities: new SupabaseContentRepository(client, COMMUNITIES),
    articles: new SupabaseContentRepository(client, ARTICLES),
    banners: new SupabaseContentRepository(client, BANNERS),
    testimonials: new SupabaseContentRepository(client, TESTIMONIALS),
    salesResults: new SupabaseContentRepository(client, SALES_RESULTS),
    sitePages: new SupabaseContentRepository(client, SITE_PAGES),
  };
}

/**
 * The composition roots' entry: public reads go through one anon client, and each editor request
 * gets repositories over a client carrying that user's token, so row-level security judges every write.
 */
export function createSupabaseContentRepositories(
  options: SupabaseContentRepositoriesOptions,
): SupabaseContentRepositories {
  const over = (accessToken?: string) =>
    supabaseContentRepositoriesOver(createSupabaseDataClient({ ...options, accessToken }));
  return { anonymous: over(), forAccessToken: (accessToken) => over(accessToken) };
}

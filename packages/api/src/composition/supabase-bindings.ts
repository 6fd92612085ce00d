import type { CoBuyerShareStore, VisitorDirectory } from '@app/domain';
import type { ServerConfig } from '../config/config.ts';
import type { ImageComposition } from './image-composition.ts';
import { TOKENS } from './tokens.ts';
import type { TypedContainer } from './typed-container.ts';

/**
 * Footer links, content, SEO settings and image records through Supabase (PostgREST): read with
 * the anon key, written with the signed-in user's token so row-level security judges every write.
 * The adapter is loaded only when configured.
 */
export async function bindSupabaseContentPorts(
  container: TypedContainer,
  supabase: NonNullable<ServerConfig['supabase']>,
  images: ImageComposition,
): Promise<void> {
  const adapters = await import('@app/adapters-supabase');
  const project = { url: supabase.url, anonKey: supabase.anonKey };
  const footer = adapters.createSupabaseFooterLinkRepositories(project);
  const content = adapters.createSupabaseContentRepositories(project);
  const seo = adapters.createSupabaseSeoSettingsRepositories(project);
  const imageRecords = adapters.createSupabaseImageRepositories(project);
  const redirects = adapters.createSupabaseRedirectStores(project);
  container
    .constant(TOKENS.footerLinkRepository, footer.anonymous)
    .constant(TOKENS.contentRepositories, content.anonymous)
    .constant(TOKENS.seoSettingsRepository, seo.anonymous)
    .constant(TOKENS.redirectStore, redirects.anonymous)
    // Image records are for site editors only (migration 0017); the public read of alt texts and share images goes
    // with the service role's key, reading nothing but `findById` (ADR 0045).
    .constant(TOKENS.libraryImages, imageRecords.forAccessToken(supabase.serviceRoleKey))
    .constant(TOKENS.adminPortsFor, (token) => ({
      footerLinks: footer.forAccessToken(token),
      content: content.forAccessToken(token),
      seoSettings: seo.forAccessToken(token),
      redirects: redirects.forAccessToken(token),
      archive: new adapters.SupabaseRecordArchive(
        adapters.createSupabaseDataClient({ ...project, accessToken: token }),
      ),
      images: imageRecords.forAccessToken(token),
      imageFiles: images.filesFor(token),
    }))
    .constant(TOKENS.savedListsFor, (token) => {
      const client = adapters.createSupabaseDataClient({ ...project, accessToken: token });
      return {
        savedHomes: new adapters.SupabaseSavedHomes(client),
        savedSearches: new adapters.SupabaseSavedSearches(client),
      };
    });
}

/** The visitors' addresses on Supabase Auth (admin API, service role), for the alert and digest jobs (ADR 0040). */
export async function loadSupabaseVisitorDirectory(
  supabase: NonNullable<ServerConfig['supabase']>,
): Promise<VisitorDirectory> {
  const { SupabaseVisitorDirectory } = await import('@app/adapters-supabase');
  return new SupabaseVisitorDirectory({ url: supabase.url, serviceRoleKey: supabase.serviceRoleKey });
}

/** The co-buyer shares through the data API with the service role's key (the server's only store, ADR 0040). */
export async function loadSupabaseCoBuyerShares(
  supabase: NonNullable<ServerConfig['supabase']>,
): Promise<CoBuyerShareStore> {
  const adapters = await import('@app/adapters-supabase');
  const client = adapters.createSupabaseDataClient({
    url: supabase.url,
    anonKey: supabase.anonKey,
    accessToken: supabase.serviceRoleKey,
  });
  return new adapters.SupabaseCoBuyerShares(client);
}

import { Container } from 'inversify';
import {
  systemClock,
  type Clock,
  type FooterLinkRepository,
  type ListingStore,
  type SiteSettingsRepository,
} from '@app/domain';
import {
  PostgresFooterLinkRepository,
  PostgresListingStore,
  PostgresSiteSettingsRepository,
  type Database,
} from '@app/adapters-postgres';
import type { ServerConfig } from '../config/config.ts';
import type { ServerServices } from '../server-services.ts';
import type { WebBundle } from '../ssr/web-bundle.ts';
import { createServerServices } from './server-services.factory.ts';
import { TOKENS } from './tokens.ts';

/**
 * The server's composition root: binds every port to its adapter as the configuration says
 * (Supabase for footer links when SUPABASE_URL is set, loaded only then; Postgres otherwise) and resolves the
 * plain services object the HTTP layer uses. Nothing outside this folder touches the container.
 */
export async function composeServer(config: ServerConfig, database: Database, webBundle: WebBundle | null): Promise<ServerServices> {
  const container = new Container();
  container.bind<Clock>(TOKENS.clock).toConstantValue(systemClock);
  container.bind<Database>(TOKENS.database).toConstantValue(database);
  container.bind<WebBundle | null>(TOKENS.webBundle).toConstantValue(webBundle);
  const supabase = config.supabase;
  if (supabase === undefined) {
    container
      .bind<FooterLinkRepository>(TOKENS.footerLinkRepository)
      .toResolvedValue((db: Database) => new PostgresFooterLinkRepository(db), [TOKENS.database]);
  } else {
    const { createSupabaseFooterLinkRepositories } = await import('@app/adapters-supabase');
    const repositories = createSupabaseFooterLinkRepositories({ url: supabase.url, anonKey: supabase.anonKey });
    container.bind<FooterLinkRepository>(TOKENS.footerLinkRepository).toConstantValue(repositories.anonymous);
  }
  container.bind<ListingStore>(TOKENS.listingStore).toResolvedValue((db: Database) => new PostgresListingStore(db), [TOKENS.database]);
  container
    .bind<SiteSettingsRepository>(TOKENS.siteSettingsRepository)
    .toResolvedValue((db: Database) => new PostgresSiteSettingsRepository(db), [TOKENS.database]);
  container.bind<ServerServices>(TOKENS.serverServices).toResolvedValue(
    (clock: Clock, footerLinks: FooterLinkRepository, listings: ListingStore, siteSettings: SiteSettingsRepository, db: Database, bundle: WebBundle | null) =>
      createServerServices({
        clock,
        footerLinks,
        listings,
        siteSettings,
        pingDatabase: async () => {
          await db.query('select 1');
        },
        webBundle: bundle,
      }),
    [TOKENS.clock, TOKENS.footerLinkRepository, TOKENS.listingStore, TOKENS.siteSettingsRepository, TOKENS.database, TOKENS.webBundle],
  );
  return container.get<ServerServices>(TOKENS.serverServices);
}

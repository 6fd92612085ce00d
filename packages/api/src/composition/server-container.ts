import { Container } from 'inversify';
import {
  systemClock,
  type Clock,
  type ContactInbox,
  type ContentRepositories,
  type FooterLinkRepository,
  type ListingStore,
  type MarketDataSource,
  type OpenHouseStore,
  type SiteSettingsRepository,
} from '@app/domain';
import {
  PostgresContactInbox,
  PostgresFooterLinkRepository,
  PostgresListingStore,
  PostgresMarketDataSource,
  PostgresOpenHouseStore,
  PostgresSiteSettingsRepository,
  createPostgresContentRepositories,
  type Database,
} from '@app/adapters-postgres';
import type { ServerConfig } from '../config/config.ts';
import type { ServerServices } from '../server-services.ts';
import type { WebBundle } from '../ssr/web-bundle.ts';
import { startListingReplication, type BackgroundJob } from './listing-replication.ts';
import { createServerServices } from './server-services.factory.ts';
import { TOKENS } from './tokens.ts';

/** What the composition root hands to main: the services and the background jobs. */
export interface ServerComposition {
  readonly services: ServerServices;
  /** Background jobs (listing replication) to stop before the database closes. */
  readonly jobs: readonly BackgroundJob[];
}

/**
 * The server's composition root: binds every port to its adapter as the configuration says
 * (Supabase for footer links and content when SUPABASE_URL is set, loaded only then; Postgres otherwise),
 * resolves the plain services object the HTTP layer uses, and starts the listing replication
 * when Trestle is configured. Nothing outside this folder touches the container.
 */
export async function composeServer(config: ServerConfig, database: Database, webBundle: WebBundle | null): Promise<ServerComposition> {
  const container = new Container();
  container.bind<Clock>(TOKENS.clock).toConstantValue(systemClock);
  container.bind<Database>(TOKENS.database).toConstantValue(database);
  container.bind<WebBundle | null>(TOKENS.webBundle).toConstantValue(webBundle);
  const supabase = config.supabase;
  if (supabase === undefined) {
    container
      .bind<FooterLinkRepository>(TOKENS.footerLinkRepository)
      .toResolvedValue((db: Database) => new PostgresFooterLinkRepository(db), [TOKENS.database]);
    container
      .bind<ContentRepositories>(TOKENS.contentRepositories)
      .toResolvedValue((db: Database) => createPostgresContentRepositories(db), [TOKENS.database]);
  } else {
    const { createSupabaseContentRepositories, createSupabaseFooterLinkRepositories } = await import('@app/adapters-supabase');
    const project = { url: supabase.url, anonKey: supabase.anonKey };
    container.bind<FooterLinkRepository>(TOKENS.footerLinkRepository).toConstantValue(createSupabaseFooterLinkRepositories(project).anonymous);
    container.bind<ContentRepositories>(TOKENS.contentRepositories).toConstantValue(createSupabaseContentRepositories(project).anonymous);
  }
  container.bind<ListingStore>(TOKENS.listingStore).toResolvedValue((db: Database) => new PostgresListingStore(db), [TOKENS.database]);
  container.bind<MarketDataSource>(TOKENS.marketDataSource).toResolvedValue((db: Database) => new PostgresMarketDataSource(db), [TOKENS.database]);
  container.bind<OpenHouseStore>(TOKENS.openHouseStore).toResolvedValue((db: Database) => new PostgresOpenHouseStore(db), [TOKENS.database]);
  container.bind<ContactInbox>(TOKENS.contactInbox).toResolvedValue((db: Database) => new PostgresContactInbox(db), [TOKENS.database]);
  container
    .bind<SiteSettingsRepository>(TOKENS.siteSettingsRepository)
    .toResolvedValue((db: Database) => new PostgresSiteSettingsRepository(db), [TOKENS.database]);
  container.bind<ServerServices>(TOKENS.serverServices).toResolvedValue(
    (
      clock: Clock,
      footerLinks: FooterLinkRepository,
      listings: ListingStore,
      openHouses: OpenHouseStore,
      contactInbox: ContactInbox,
      siteSettings: SiteSettingsRepository,
      content: ContentRepositories,
      marketData: MarketDataSource,
      db: Database,
      bundle: WebBundle | null,
    ) =>
      createServerServices({
        clock,
        footerLinks,
        listings,
        openHouses,
        contactInbox,
        siteSettings,
        content,
        marketData,
        pingDatabase: async () => {
          await db.query('select 1');
        },
        publicConfig: { closedListingsPublic: config.closedListingsPublic, mapTiles: config.mapTiles ?? null, siteUrl: config.siteUrl },
        webBundle: bundle,
      }),
    [
      TOKENS.clock,
      TOKENS.footerLinkRepository,
      TOKENS.listingStore,
      TOKENS.openHouseStore,
      TOKENS.contactInbox,
      TOKENS.siteSettingsRepository,
      TOKENS.contentRepositories,
      TOKENS.marketDataSource,
      TOKENS.database,
      TOKENS.webBundle,
    ],
  );
  const services = container.get<ServerServices>(TOKENS.serverServices);
  const jobs: BackgroundJob[] = [];
  if (config.trestle !== undefined) {
    jobs.push(
      await startListingReplication(config.trestle, {
        database,
        listings: container.get<ListingStore>(TOKENS.listingStore),
        openHouses: container.get<OpenHouseStore>(TOKENS.openHouseStore),
        clock: container.get<Clock>(TOKENS.clock),
      }),
    );
  }
  return { services, jobs };
}

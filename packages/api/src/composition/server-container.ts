import { Container } from 'inversify';
import {
  systemClock,
  type AnalyticsSink,
  type AuditLog,
  type Clock,
  type ContactInbox,
  type ContentRepositories,
  type FooterLinkRepository,
  type ListingStore,
  type MarketDataSource,
  type OpenHouseStore,
  type SeoSettingsRepository,
  type SiteSettingsRepository,
} from '@app/domain';
import {
  PostgresAnalyticsSink,
  PostgresAuditLog,
  PostgresContactInbox,
  PostgresFooterLinkRepository,
  PostgresImageRepository,
  PostgresListingStore,
  PostgresMarketDataSource,
  PostgresOpenHouseStore,
  PostgresSeoSettingsRepository,
  PostgresSiteSettingsRepository,
  createPostgresContentRepositories,
  type Database,
} from '@app/adapters-postgres';
import { SanitizeHtmlRichTextSanitizer } from '@app/adapters-rich-text';
import type { AdminPorts } from '../admin-services.ts';
import type { ServerConfig } from '../config/config.ts';
import type { ServerServices } from '../server-services.ts';
import type { WebBundle } from '../ssr/web-bundle.ts';
import { composeImages } from './image-composition.ts';
import { composeListingPhotos } from './listing-photo-composition.ts';
import { startListingReplication, type BackgroundJob } from './listing-replication.ts';
import { createServerServices } from './server-services.factory.ts';
import { TOKENS } from './tokens.ts';

/** The ports an admin call with this access token writes through. */
type AdminPortsFor = (accessToken: string) => AdminPorts;

/** What the composition root hands to main: the services and the background jobs. */
export interface ServerComposition {
  readonly services: ServerServices;
  /** Background jobs (listing replication, the page-view batch) to stop before the database closes. */
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
  const images = await composeImages(config);
  const supabase = config.supabase;
  if (supabase === undefined) {
    container
      .bind<FooterLinkRepository>(TOKENS.footerLinkRepository)
      .toResolvedValue((db: Database) => new PostgresFooterLinkRepository(db), [TOKENS.database]);
    container
      .bind<ContentRepositories>(TOKENS.contentRepositories)
      .toResolvedValue((db: Database) => createPostgresContentRepositories(db), [TOKENS.database]);
    container
      .bind<SeoSettingsRepository>(TOKENS.seoSettingsRepository)
      .toResolvedValue((db: Database) => new PostgresSeoSettingsRepository(db), [TOKENS.database]);
    container
      .bind<AdminPortsFor>(TOKENS.adminPortsFor)
      .toResolvedValue(
        (footerLinks: FooterLinkRepository, content: ContentRepositories, seoSettings: SeoSettingsRepository) => {
          const imageRecords = new PostgresImageRepository(database);
          return () => ({ footerLinks, content, seoSettings, images: imageRecords, imageFiles: images.filesFor('') });
        },
        [TOKENS.footerLinkRepository, TOKENS.contentRepositories, TOKENS.seoSettingsRepository],
      );
  } else {
    const { createSupabaseContentRepositories, createSupabaseFooterLinkRepositories, createSupabaseSeoSettingsRepositories, createSupabaseImageRepositories } = await import('@app/adapters-supabase');
    const project = { url: supabase.url, anonKey: supabase.anonKey };
    const footer = createSupabaseFooterLinkRepositories(project);
    const content = createSupabaseContentRepositories(project);
    const seo = createSupabaseSeoSettingsRepositories(project);
    const imageRecords = createSupabaseImageRepositories(project);
    container.bind<SeoSettingsRepository>(TOKENS.seoSettingsRepository).toConstantValue(seo.anonymous);
    container.bind<FooterLinkRepository>(TOKENS.footerLinkRepository).toConstantValue(footer.anonymous);
    container.bind<ContentRepositories>(TOKENS.contentRepositories).toConstantValue(content.anonymous);
    container.bind<AdminPortsFor>(TOKENS.adminPortsFor).toConstantValue((token) => ({
      footerLinks: footer.forAccessToken(token),
      content: content.forAccessToken(token),
      seoSettings: seo.forAccessToken(token),
      images: imageRecords.forAccessToken(token),
      imageFiles: images.filesFor(token),
    }));
  }
  container.bind<ListingStore>(TOKENS.listingStore).toResolvedValue((db: Database) => new PostgresListingStore(db), [TOKENS.database]);
  container.bind<MarketDataSource>(TOKENS.marketDataSource).toResolvedValue((db: Database) => new PostgresMarketDataSource(db), [TOKENS.database]);
  container.bind<OpenHouseStore>(TOKENS.openHouseStore).toResolvedValue((db: Database) => new PostgresOpenHouseStore(db), [TOKENS.database]);
  container.bind<AuditLog>(TOKENS.auditLog).toResolvedValue((db: Database) => new PostgresAuditLog(db), [TOKENS.database]);
  container.bind<ContactInbox>(TOKENS.contactInbox).toResolvedValue((db: Database) => new PostgresContactInbox(db), [TOKENS.database]);
  container.bind<AnalyticsSink>(TOKENS.analyticsSink).toResolvedValue((db: Database) => new PostgresAnalyticsSink(db), [TOKENS.database]);
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
      seoSettings: SeoSettingsRepository,
      content: ContentRepositories,
      marketData: MarketDataSource,
      auditLog: AuditLog,
      analytics: AnalyticsSink,
      adminPortsFor: AdminPortsFor,
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
        seoSettings,
        content,
        marketData,
        auditLog,
        analytics,
        adminPortsFor,
        richText: new SanitizeHtmlRichTextSanitizer(),
        imageFiles: images.publicFiles,
        imageProcessor: images.processor,
        listingPhotos: composeListingPhotos(config, images.processor),
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
      TOKENS.seoSettingsRepository,
      TOKENS.contentRepositories,
      TOKENS.marketDataSource,
      TOKENS.auditLog,
      TOKENS.analyticsSink,
      TOKENS.adminPortsFor,
      TOKENS.database,
      TOKENS.webBundle,
    ],
  );
  const services = container.get<ServerServices>(TOKENS.serverServices);
  const analytics = container.get<AnalyticsSink>(TOKENS.analyticsSink);
  // Page views are written in batches (see PostgresAnalyticsSink): the last one goes before the database closes.
  const jobs: BackgroundJob[] = [
    {
      stop: () => (analytics instanceof PostgresAnalyticsSink ? analytics.flush().catch((error: unknown) => console.warn('The last page views could not be counted:', error)) : Promise.resolve()),
    },
  ];
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

import {
  PostgresCoBuyerShares,
  PostgresAnalyticsSink,
  PostgresAuditLog,
  PostgresContactInbox,
  PostgresLeadRoutingStore,
  PostgresMonthlyCostSettingsStore,
  PostgresFooterLinkRepository,
  PostgresImageRepository,
  PostgresListingHistory,
  PostgresListingStore,
  PostgresListingSyncLog,
  PostgresRecordArchive,
  PostgresRedirectStore,
  PostgresMarketDataSource,
  PostgresClosedSales,
  PostgresOpenHouseStore,
  PostgresPlaceSuggestions,
  PostgresSeoSettingsRepository,
  PostgresSavedHomes,
  PostgresSavedSearches,
  PostgresSiteSettingsRepository,
  createPostgresContentRepositories,
  type Database,
} from '@app/adapters-postgres';
import type { ImageComposition } from './image-composition.ts';
import { TOKENS } from './tokens.ts';
import type { TypedContainer } from './typed-container.ts';

/** The ports that always live in the server's own database (listings, contacts, audit, analytics, settings). */
export function bindDatabasePorts(container: TypedContainer, db: Database): void {
  container
    .constant(TOKENS.listingStore, new PostgresListingStore(db))
    .constant(TOKENS.marketDataSource, new PostgresMarketDataSource(db))
    .constant(TOKENS.closedSales, new PostgresClosedSales(db))
    .constant(TOKENS.placeSuggestions, new PostgresPlaceSuggestions(db))
    .constant(TOKENS.openHouseStore, new PostgresOpenHouseStore(db))
    .constant(TOKENS.listingHistory, new PostgresListingHistory(db))
    .constant(TOKENS.listingSyncLog, new PostgresListingSyncLog(db))
    .constant(TOKENS.auditLog, new PostgresAuditLog(db))
    .constant(TOKENS.contactInbox, new PostgresContactInbox(db))
    .constant(TOKENS.leadRoutingStore, new PostgresLeadRoutingStore(db))
    .constant(TOKENS.monthlyCostSettingsStore, new PostgresMonthlyCostSettingsStore(db))
    .constant(TOKENS.analyticsSink, new PostgresAnalyticsSink(db))
    .constant(TOKENS.siteSettingsRepository, new PostgresSiteSettingsRepository(db))
    .constant(TOKENS.pingDatabase, async () => {
      await db.query('select 1');
    });
}

/** Footer links, content, SEO settings and images on the database; admin calls write through the same adapters (the
 * guard checked the role). */
export function bindEmbeddedContentPorts(container: TypedContainer, db: Database, images: ImageComposition): void {
  const footerLinks = new PostgresFooterLinkRepository(db);
  const content = createPostgresContentRepositories(db);
  const seoSettings = new PostgresSeoSettingsRepository(db);
  const savedLists = {
    savedHomes: new PostgresSavedHomes(db),
    savedSearches: new PostgresSavedSearches(db),
    // Embedded accounts share saved homes with a co-buyer (ADR 0033); Supabase mode binds its own lists.
    coBuyerShares: new PostgresCoBuyerShares(db),
  };
  const redirects = new PostgresRedirectStore(db);
  const imageRecords = new PostgresImageRepository(db);
  const adminPorts = {
    redirects,
    archive: new PostgresRecordArchive(db),
    footerLinks,
    content,
    seoSettings,
    images: imageRecords,
    imageFiles: images.filesFor(''),
  };
  container
    .constant(TOKENS.footerLinkRepository, footerLinks)
    .constant(TOKENS.contentRepositories, content)
    .constant(TOKENS.seoSettingsRepository, seoSettings)
    .constant(TOKENS.redirectStore, redirects)
    .constant(TOKENS.libraryImages, imageRecords)
    .constant(TOKENS.adminPortsFor, () => adminPorts)
    .constant(TOKENS.savedListsFor, () => savedLists);
}

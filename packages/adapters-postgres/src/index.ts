export type { Database } from './connection/database.ts';
export { openEmbeddedDatabase } from './connection/embedded-database.ts';
export { openPostgresDatabase, type PostgresDatabaseOptions } from './connection/postgres-database.ts';
export { PostgresFooterLinkRepository } from './footer/postgres-footer-link-repository.ts';
export { PostgresListingStore, LISTINGS_STORE_FAILED } from './listing/postgres-listing-store.ts';
export { PostgresSiteSettingsRepository, SITE_SETTINGS_UNAVAILABLE, saveSiteSettings } from './site/postgres-site-settings-repository.ts';
export {
  prepareDatabase,
  DEFAULT_DEMO_LISTING_COUNT,
  type PrepareDatabaseOptions,
  type PrepareDatabaseReport,
} from './seed/prepare-database.ts';

export type { Database } from './connection/database.ts';
export { openEmbeddedDatabase } from './connection/embedded-database.ts';
export { openPostgresDatabase, type PostgresDatabaseOptions } from './connection/postgres-database.ts';
export { PostgresFooterLinkRepository } from './footer/postgres-footer-link-repository.ts';
export { PostgresListingStore, LISTINGS_STORE_FAILED } from './listing/postgres-listing-store.ts';
export { PostgresOpenHouseStore, OPEN_HOUSES_FETCH_FAILED, OPEN_HOUSES_STORE_FAILED } from './open-house/postgres-open-house-store.ts';
export { PostgresContactInbox, CONTACT_SUBMISSION_FAILED } from './contact/postgres-contact-inbox.ts';
export { PostgresSiteSettingsRepository, SITE_SETTINGS_UNAVAILABLE, saveSiteSettings } from './site/postgres-site-settings-repository.ts';
export {
  prepareDatabase,
  DEFAULT_DEMO_LISTING_COUNT,
  type PrepareDatabaseOptions,
  type PrepareDatabaseReport,
} from './seed/prepare-database.ts';
export { PostgresReplicationState } from './sync/postgres-replication-state.ts';

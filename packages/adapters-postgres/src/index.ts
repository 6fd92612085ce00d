export type { Database } from './connection/database.ts';
export { openEmbeddedDatabase } from './connection/embedded-database.ts';
export { openPostgresDatabase, type PostgresDatabaseOptions } from './connection/postgres-database.ts';
export { PostgresFooterLinkRepository } from './footer/postgres-footer-link-repository.ts';
export { PostgresListingStore, LISTINGS_STORE_FAILED } from './listing/postgres-listing-store.ts';
export {
  PostgresOpenHouseStore,
  OPEN_HOUSES_FETCH_FAILED,
  OPEN_HOUSES_STORE_FAILED,
} from './open-house/postgres-open-house-store.ts';
export {
  PostgresContactInbox,
  CONTACT_SUBMISSION_FAILED,
  CONTACT_INBOX_UNAVAILABLE,
} from './contact/postgres-contact-inbox.ts';
export { LEAD_ROUTING_UNAVAILABLE, PostgresLeadRoutingStore } from './lead-routing/postgres-lead-routing-store.ts';
export {
  MONTHLY_COST_SETTINGS_UNAVAILABLE,
  PostgresMonthlyCostSettingsStore,
} from './monthly-cost/postgres-monthly-cost-settings-store.ts';
export { PostgresAnalyticsSink, PAGE_VIEWS_UNAVAILABLE } from './analytics/postgres-analytics-sink.ts';
export {
  PostgresSiteSettingsRepository,
  SITE_SETTINGS_UNAVAILABLE,
  saveSiteSettings,
} from './site/postgres-site-settings-repository.ts';
export {
  PostgresSeoSettingsRepository,
  SEO_SETTINGS_UNAVAILABLE,
  SEO_SETTINGS_SAVE_FAILED,
} from './seo/postgres-seo-settings-repository.ts';
export {
  prepareDatabase,
  DEFAULT_DEMO_LISTING_COUNT,
  type PrepareDatabaseOptions,
  type PrepareDatabaseReport,
} from './seed/prepare-database.ts';
export { PostgresReplicationState } from './sync/postgres-replication-state.ts';
export { PostgresContentRepository } from './content/postgres-content-repository.ts';
export { createPostgresContentRepositories } from './content/postgres-content-repositories.ts';
export { PostgresAuthGateway } from './auth/postgres-auth-gateway.ts';
export { PostgresAuthUserAdmin } from './auth/postgres-auth-user-admin.ts';
export { PostgresAuthFactors } from './auth/postgres-auth-factors.ts';
export { totpCodeAt } from './auth/totp-secret.ts';
export { PASSWORD_HASH_COST, type ScryptCost } from './auth/password-hash.ts';
export { PostgresOutboxMailer, latestOutboxMail, type OutboxMailerOptions } from './auth/postgres-outbox-mailer.ts';
export { PostgresMailQueue, mailQueueStates, type MailQueueState } from './mail/postgres-mail-queue.ts';
export { ensureFirstAdmin, loadSigningKey, type FirstAdminReport } from './auth/auth-bootstrap.ts';
export type { SessionIssuer } from './auth/auth-sessions.ts';
export { PostgresMarketDataSource, MARKET_DATA_FETCH_FAILED } from './market/postgres-market-data-source.ts';
export { PostgresClosedSales, CLOSED_SALES_FETCH_FAILED } from './valuation/postgres-closed-sales.ts';
export { PostgresAuditLog } from './audit/postgres-audit-log.ts';
export { PostgresImageRepository, IMAGES_UNAVAILABLE } from './image/postgres-image-repository.ts';
export { PostgresDemoPictureImports } from './image/postgres-demo-picture-imports.ts';
export {
  PostgresExclusiveLock,
  EXCLUSIVE_LOCK_NAMESPACE,
  type PostgresExclusiveLockOptions,
} from './coordination/postgres-exclusive-lock.ts';
export {
  PostgresChangeBus,
  PUBLIC_DATA_CHANNEL,
  type PostgresChangeBusOptions,
} from './coordination/postgres-change-bus.ts';
export { refreshDemoData } from './seed/refresh-demo-data.ts';
export {
  PostgresListingHistory,
  PostgresListingSyncLog,
  LISTING_HISTORY_FETCH_FAILED,
  LISTING_HISTORY_STORE_FAILED,
  LISTING_SYNC_STATE_NAME,
} from './history/postgres-listing-history.ts';
export {
  PostgresDemoMls,
  DEMO_MLS_CLOCK,
  DEMO_MLS_MAX_CATCH_UP_MS,
  DEMO_MLS_SEEDED,
  type DemoMlsOptions,
  type DemoMarketBatch,
} from './demo-feed/postgres-demo-mls.ts';
export { demoListingsInUse } from './seed/demo-open-houses-refresh.ts';
export { PostgresSavedHomes, PostgresSavedSearches, SAVED_LISTS_UNAVAILABLE } from './visitor/postgres-saved-lists.ts';
export { PostgresVisitorAuth } from './auth/postgres-visitor-auth.ts';
export { PostgresPlaceSuggestions, PLACE_SUGGESTIONS_FAILED } from './place/postgres-place-suggestions.ts';
export { PostgresRedirectStore, redirectFromRow } from './redirect/postgres-redirect-store.ts';
export { PostgresRecordArchive } from './record-archive/postgres-record-archive.ts';
export { ALERTS_UNAVAILABLE, PostgresListingAlertRecipients } from './visitor/postgres-listing-alert-recipients.ts';
export { NEWSLETTER_UNAVAILABLE, PostgresNewsletterSubscribers } from './newsletter/postgres-newsletter-subscribers.ts';
export { CO_BUYER_SHARES_UNAVAILABLE, PostgresCoBuyerShares } from './visitor/postgres-co-buyer-shares.ts';
export { deleteVisitorRows } from './visitor/visitor-keyed-tables.ts';
export { PostgresVisitorDirectory, VISITOR_DIRECTORY_UNAVAILABLE } from './visitor/postgres-visitor-directory.ts';
export { PostgresFloodZoneCache } from './flood-zone/postgres-flood-zone-cache.ts';

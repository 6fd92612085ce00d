/** Service identifiers of the server container. */
export const TOKENS = {
  clock: Symbol('Clock'),
  database: Symbol('Database'),
  footerLinkRepository: Symbol('FooterLinkRepository'),
  listingStore: Symbol('ListingStore'),
  openHouseStore: Symbol('OpenHouseStore'),
  contactInbox: Symbol('ContactInbox'),
  analyticsSink: Symbol('AnalyticsSink'),
  siteSettingsRepository: Symbol('SiteSettingsRepository'),
  seoSettingsRepository: Symbol('SeoSettingsRepository'),
  contentRepositories: Symbol('ContentRepositories'),
  marketDataSource: Symbol('MarketDataSource'),
  auditLog: Symbol('AuditLog'),
  adminPortsFor: Symbol('AdminPortsFor'),
  webBundle: Symbol('WebBundle'),
  serverServices: Symbol('ServerServices'),
} as const;

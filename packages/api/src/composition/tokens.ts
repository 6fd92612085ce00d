/** Service identifiers of the server container. */
export const TOKENS = {
  clock: Symbol('Clock'),
  database: Symbol('Database'),
  footerLinkRepository: Symbol('FooterLinkRepository'),
  listingStore: Symbol('ListingStore'),
  openHouseStore: Symbol('OpenHouseStore'),
  contactInbox: Symbol('ContactInbox'),
  siteSettingsRepository: Symbol('SiteSettingsRepository'),
  contentRepositories: Symbol('ContentRepositories'),
  marketDataSource: Symbol('MarketDataSource'),
  webBundle: Symbol('WebBundle'),
  serverServices: Symbol('ServerServices'),
} as const;

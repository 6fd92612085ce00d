import type {
  PreviewLinks,
  PreviewSigner,
  ListingHistoryStore,
  ListingSyncLog,
  AdminPortsFor,
  AdminServicesFor,
  AnalyticsDestination,
  AnalyticsSink,
  AppServices,
  AuditLog,
  AuthGateway,
  AuthUserAdmin,
  AuthFactors,
  AuthFactorAdmin,
  ChangeBus,
  Clock,
  ContactInbox,
  LeadRoutingStore,
  MonthlyCostSettingsStore,
  Mailer,
  RedirectStore,
  ContentRepositories,
  FooterLinkRepository,
  ImageProcessor,
  ImageRepository,
  ImageStorage,
  ListingStore,
  MarketDataSource,
  ClosedSales,
  PlaceSuggestions,
  OpenHouseStore,
  PublicDataChanged,
  RichTextSanitizer,
  SentMail,
  SeoSettingsRepository,
  SiteSettingsRepository,
  VisitorAuth,
  VisitorPorts,
  VisitorServices,
  VisitorSessionRef,
} from '@app/domain';
import type { PublicConfig } from '@app/web';
import type { ProxyTrust } from '../http/proxy-trust.ts';
import type { AttemptCounters } from '../limits/attempt-counter.ts';
import type { CachedPublicServices } from '../cache/cached-public-services.ts';
import type { BrowserCookies } from '../http/auth/auth-deps.ts';
import type { MicroCache } from '../http/micro-cache.ts';
import type { PageCache } from '../http/page-cache/page-cache.ts';
import type { ListingPhotos } from '../media/listing-photos/listing-photos.ts';
import type { HttpServices, ServerHost } from '../server-services.ts';
import type { WebBundle } from '../ssr/web-bundle.ts';
import { token } from './typed-container.ts';

/** Sign-in as the configuration provides it (embedded accounts or Supabase Auth). */
export interface AuthPorts {
  readonly gateway: AuthGateway;
  readonly userAdmin: AuthUserAdmin;
  /** Supabase Auth: the gateway keeping a reset's PKCE verifier in the asking browser's cookies. */
  readonly forBrowser?: (cookies: BrowserCookies) => AuthGateway;
  /** The newest invitation mails of the outbox. */
  readonly sentInvitations: (limit: number) => Promise<SentMail[]>;
  /** Two-step sign-in (TOTP factors and each session's assurance level, ADR 0039), on either sign-in back-end. */
  readonly factors?: AuthFactors & AuthFactorAdmin;
  /** Visitor accounts (issue 14, ADR 0028); absent where the backend does not serve them yet (Supabase Auth). */
  readonly visitors?: VisitorAuth;
}

/** The caches in front of the router (absent when turned off). */
export interface AnswerCaches {
  readonly microCache?: MicroCache;
  readonly pageCache?: PageCache;
}

/** Typed service identifiers of the server container: the ports, then what the application layer makes of them. */
export const TOKENS = {
  clock: token<Clock>('Clock'),
  publicConfig: token<PublicConfig>('PublicConfig'),
  /** SITE_URL's origin when it is set; null: each request's own origin (see ServerHost.siteOrigin). */
  siteOrigin: token<string | null>('SiteOrigin'),
  footerLinkRepository: token<FooterLinkRepository>('FooterLinkRepository'),
  listingStore: token<ListingStore>('ListingStore'),
  placeSuggestions: token<PlaceSuggestions>('PlaceSuggestions'),
  openHouseStore: token<OpenHouseStore>('OpenHouseStore'),
  listingHistory: token<ListingHistoryStore>('ListingHistoryStore'),
  listingSyncLog: token<ListingSyncLog>('ListingSyncLog'),
  contactInbox: token<ContactInbox>('ContactInbox'),
  /** Who gets new leads, and the round-robin turn (ADR 0036). */
  leadRoutingStore: token<LeadRoutingStore>('LeadRoutingStore'),
  monthlyCostSettingsStore: token<MonthlyCostSettingsStore>('MonthlyCostSettingsStore'),
  /** The durable mail queue the use cases send through (new-lead mails). */
  mailer: token<Mailer>('Mailer'),
  analyticsSink: token<AnalyticsSink>('AnalyticsSink'),
  /** Where events go besides our own count (GA4, Meta), as the configuration turns them on. */
  analyticsDestinations: token<readonly AnalyticsDestination[]>('AnalyticsDestinations'),
  siteSettingsRepository: token<SiteSettingsRepository>('SiteSettingsRepository'),
  seoSettingsRepository: token<SeoSettingsRepository>('SeoSettingsRepository'),
  /** The permanent redirects as the public server reads them (ADR 0030). */
  redirectStore: token<RedirectStore>('RedirectStore'),
  contentRepositories: token<ContentRepositories>('ContentRepositories'),
  marketDataSource: token<MarketDataSource>('MarketDataSource'),
  closedSales: token<ClosedSales>('ClosedSales'),
  auditLog: token<AuditLog>('AuditLog'),
  adminPortsFor: token<AdminPortsFor>('AdminPortsFor'),
  /** A visitor's saved homes and searches, bound to their access token in Supabase mode (row-level security). */
  savedListsFor: token<VisitorPorts['savedListsFor']>('SavedListsFor'),
  visitorServicesFor: token<(session: VisitorSessionRef) => VisitorServices>('VisitorServicesFor'),
  richText: token<RichTextSanitizer>('RichTextSanitizer'),
  publicImageFiles: token<ImageStorage>('PublicImageFiles'),
  imageProcessor: token<ImageProcessor>('ImageProcessor'),
  /** The library's records as the public site reads them: current alt texts and share images (ADR 0045). */
  libraryImages: token<Pick<ImageRepository, 'findById' | 'findByIds'>>('LibraryImages'),
  listingPhotos: token<ListingPhotos>('ListingPhotos'),
  pingDatabase: token<() => Promise<void>>('PingDatabase'),
  newId: token<() => string>('NewId'),
  webBundle: token<WebBundle | null>('WebBundle'),
  auth: token<AuthPorts | null>('AuthPorts'),
  answerCaches: token<AnswerCaches>('AnswerCaches'),
  /** Which X-Forwarded-For entry is the client (TRUST_PROXY). */
  proxyTrust: token<ProxyTrust>('ProxyTrust'),
  /** Where the rate limits and the sign-in lock-out count attempts (ADR 0020). */
  attemptCounters: token<AttemptCounters>('AttemptCounters'),
  /** Tells the other server processes that public data changed (a no-op fan-out on the embedded database). */
  changeBus: token<ChangeBus>('ChangeBus'),
  cachedPublicServices: token<CachedPublicServices>('CachedPublicServices'),
  /** Drops this process's public caches (shared answers, micro-cache, page cache), telling nobody. */
  dropLocalCaches: token<() => void>('DropLocalCaches'),
  publicDataChanged: token<PublicDataChanged>('PublicDataChanged'),
  adminServicesFor: token<AdminServicesFor>('AdminServicesFor'),
  appServices: token<AppServices>('AppServices'),
  /** Signs preview links with the server's secret (ADR 0041). */
  previewSigner: token<PreviewSigner>('PreviewSigner'),
  previewLinks: token<PreviewLinks>('PreviewLinks'),
  serverHost: token<ServerHost>('ServerHost'),
  httpServices: token<HttpServices>('HttpServices'),
} as const;

import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FixedClock,
  InMemoryAnalyticsSink,
  InMemoryAuditLog,
  InMemoryContactInbox,
  createInMemoryContentRepositories,
  InMemoryFooterLinkRepository,
  InMemoryListingStore,
  InMemoryMarketDataSource,
  InMemoryClosedSales,
  InMemoryPlaceSuggestions,
  InMemoryOpenHouseStore,
  InMemorySavedHomes,
  InMemorySavedSearches,
  InMemorySeoSettingsRepository,
  InMemoryRecordArchive,
  InMemoryRedirectStore,
  InMemoryImageRepository,
  InMemoryImageStorage,
  StubImageProcessor,
  InMemoryListingHistory,
  InMemoryListingSyncLog,
  InMemoryLeadRoutingStore,
  InMemoryMonthlyCostSettingsStore,
  InMemoryMailQueue,
  InMemoryCoBuyerShares,
} from '@app/testing';
import { DEMO_SEO_SETTINGS, DEMO_SITE_SETTINGS, generateDemoListings } from '@app/demo';
import { SanitizeHtmlRichTextSanitizer } from '@app/adapters-rich-text';
import {
  createCoBuyerServices,
  InProcessChangeBus,
  type AnalyticsDestination,
  type MailMessage,
  type ChangeBus,
  type ImageProcessor,
  type Listing,
  type SiteSettingsRepository,
} from '@app/domain';
import { bindApplication } from '../composition/application-bindings.ts';
import { TOKENS, type AuthPorts } from '../composition/tokens.ts';
import { hmacPreviewSigner } from '../preview/preview-signer.ts';
import { TypedContainer } from '../composition/typed-container.ts';
import { createListingPhotos } from '../media/listing-photos/listing-photos.ts';
import { PhotoDiskCache } from '../media/listing-photos/photo-disk-cache.ts';
import { memoryAttemptCounters } from '../limits/memory-attempt-counters.ts';
import type { AttemptCounters } from '../limits/attempt-counter.ts';
import { createHttpApp } from './app.ts';
import { TRUST_NO_PROXY, type ProxyTrust } from './proxy-trust.ts';
import type { MicroCache } from './micro-cache.ts';
import type { PageCache } from './page-cache/page-cache.ts';

/** Where the test app keeps resized listing photos (only demo photos: it fetches from no host). */
const TEST_PHOTO_CACHE_DIR = join(tmpdir(), `palmetto-test-photo-cache-${process.pid}`);

/** The public origin of the test app's site. */
export const TEST_SITE_URL = 'https://www.palmettorealtygroup.com';

/** The key the test app signs preview links with. */
export const TEST_PREVIEW_SECRET = 'the test preview-link secret, 32 characters or more';

/** The in-memory fakes the test app's ports are bound to. */
function createFakes(listings: Listing[]) {
  const clock = new FixedClock(Date.parse('2026-11-01T12:00:00Z'));
  const store = new InMemoryListingStore(listings);
  const siteSettings: SiteSettingsRepository = { get: async () => DEMO_SITE_SETTINGS };
  return {
    clock,
    footerLinks: new InMemoryFooterLinkRepository({ clock }),
    listings: store,
    openHouses: new InMemoryOpenHouseStore(store),
    listingHistory: new InMemoryListingHistory(),
    listingSyncLog: new InMemoryListingSyncLog(),
    contactInbox: new InMemoryContactInbox(clock),
    leadRouting: new InMemoryLeadRoutingStore(),
    monthlyCostSettings: new InMemoryMonthlyCostSettingsStore(),
    mail: new InMemoryMailQueue(clock),
    siteSettings,
    seoSettings: new InMemorySeoSettingsRepository(DEMO_SEO_SETTINGS, clock),
    content: createInMemoryContentRepositories(clock),
    auditLog: new InMemoryAuditLog(),
    analytics: new InMemoryAnalyticsSink(),
    images: new InMemoryImageRepository(clock),
    imageFiles: new InMemoryImageStorage(),
    savedHomes: new InMemorySavedHomes(),
    savedSearches: new InMemorySavedSearches(),
    coBuyerShares: new InMemoryCoBuyerShares(),
    coBuyerMail: [] as MailMessage[],
    redirects: new InMemoryRedirectStore(clock),
    archive: new InMemoryRecordArchive(clock),
  };
}

/**
 * The HTTP app over in-memory fakes, for route tests through `app.request()`: the server's own
 * composition (bindApplication) with the fakes bound for the ports.
 */
export function createTestApp(
  options: {
    listings?: Listing[];
    microCache?: MicroCache;
    pageCache?: PageCache;
    closedListingsPublic?: boolean;
    auth?: AuthPorts;
    /** SITE_URL's origin; by default none is set, so each request's own origin is the site's. */
    siteOrigin?: string;
    /** TRUST_PROXY; by default no proxy is trusted. */
    proxyTrust?: ProxyTrust;
    /** Third-party analytics destinations (GA4, Meta) besides the first-party count; none by default. */
    analyticsDestinations?: readonly AnalyticsDestination[];
    /** Reads and makes pictures; by default the stub (PNG only, no image library). */
    imageProcessor?: ImageProcessor;
    /** How other server processes hear of changes; by default a bus with nobody else on it. */
    changeBus?: ChangeBus;
    /** The shared attempt counters (the database's in a server); by default counters in memory. */
    attemptCounters?: AttemptCounters;
  } = {},
) {
  const fakes = createFakes(options.listings ?? generateDemoListings({ count: 400 }));
  const { clock, footerLinks, content, seoSettings, images, imageFiles, redirects, archive } = fakes;
  const processor = options.imageProcessor ?? new StubImageProcessor();
  const container = new TypedContainer()
    .constant(TOKENS.clock, clock)
    .constant(TOKENS.publicConfig, {
      closedListingsPublic: options.closedListingsPublic ?? true,
      mapTiles: null,
      siteUrl: TEST_SITE_URL,
      thirdParties: { googleAnalytics: false, meta: false },
    })
    .constant(TOKENS.footerLinkRepository, footerLinks)
    .constant(TOKENS.listingStore, fakes.listings)
    .constant(TOKENS.openHouseStore, fakes.openHouses)
    .constant(TOKENS.listingHistory, fakes.listingHistory)
    .constant(TOKENS.listingSyncLog, fakes.listingSyncLog)
    .constant(TOKENS.contactInbox, fakes.contactInbox)
    .constant(TOKENS.leadRoutingStore, fakes.leadRouting)
    .constant(TOKENS.monthlyCostSettingsStore, fakes.monthlyCostSettings)
    .constant(TOKENS.mailer, fakes.mail)
    .constant(TOKENS.siteSettingsRepository, fakes.siteSettings)
    .constant(TOKENS.seoSettingsRepository, seoSettings)
    .constant(TOKENS.redirectStore, redirects)
    .constant(TOKENS.contentRepositories, content)
    .constant(TOKENS.marketDataSource, new InMemoryMarketDataSource(fakes.listings))
    .constant(TOKENS.closedSales, new InMemoryClosedSales(fakes.listings))
    .constant(TOKENS.placeSuggestions, new InMemoryPlaceSuggestions(fakes.listings))
    .constant(TOKENS.auditLog, fakes.auditLog)
    .constant(TOKENS.analyticsSink, fakes.analytics)
    .constant(TOKENS.analyticsDestinations, options.analyticsDestinations ?? [])
    .constant(TOKENS.previewSigner, hmacPreviewSigner(TEST_PREVIEW_SECRET))
    .constant(TOKENS.adminPortsFor, () => ({
      footerLinks,
      content,
      seoSettings,
      images,
      imageFiles,
      redirects,
      archive,
    }))
    .constant(TOKENS.savedListsFor, () => ({
      savedHomes: fakes.savedHomes,
      savedSearches: fakes.savedSearches,
      coBuyerShares: fakes.coBuyerShares,
    }))
    .constant(TOKENS.richText, new SanitizeHtmlRichTextSanitizer())
    .constant(TOKENS.publicImageFiles, imageFiles)
    .constant(TOKENS.imageProcessor, processor)
    .constant(TOKENS.libraryImages, images)
    .constant(
      TOKENS.listingPhotos,
      createListingPhotos({
        allowedHosts: [],
        cache: new PhotoDiskCache({ dir: TEST_PHOTO_CACHE_DIR, maxBytes: 8 * 1024 * 1024 }),
        processor,
      }),
    )
    .constant(TOKENS.pingDatabase, async () => undefined)
    .constant(TOKENS.newId, () => crypto.randomUUID())
    .constant(TOKENS.webBundle, null)
    .constant(TOKENS.siteOrigin, options.siteOrigin ?? null)
    .constant(TOKENS.auth, options.auth ?? null)
    .constant(TOKENS.answerCaches, { microCache: options.microCache, pageCache: options.pageCache })
    .constant(TOKENS.proxyTrust, options.proxyTrust ?? TRUST_NO_PROXY)
    .constant(TOKENS.attemptCounters, options.attemptCounters ?? memoryAttemptCounters())
    .constant(TOKENS.changeBus, options.changeBus ?? new InProcessChangeBus());
  const bound = bindApplication(container).get(TOKENS.httpServices);
  const coBuyers = createCoBuyerServices({
    shares: fakes.coBuyerShares,
    savedHomes: fakes.savedHomes,
    mailer: { send: (mail) => Promise.resolve(void fakes.coBuyerMail.push(mail)) },
    clock,
    siteUrl: TEST_SITE_URL,
    newToken: () => crypto.randomUUID().replaceAll('-', ''),
    hashToken: (token) => createHash('sha256').update(token).digest('hex'),
  });
  const http = { ...bound, coBuyers };
  return { ...fakes, app: createHttpApp(http), services: http.app, http };
}

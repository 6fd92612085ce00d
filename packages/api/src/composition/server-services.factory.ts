import {
  createFindFeaturedListing,
  createGetListing,
  createListingOpenHouses,
  createListingPins,
  createListListings,
  createListOfficeListings,
  createListOpenHouses,
  createListPublicFooterLinks,
  createListSitemapUrls,
  createListSubdivisionListings,
  createCommunityMarket,
  createReceiveContactSubmission,
  createPublicContent,
  createSearchListings,
  listingSearchParams,
  openHouseWindow,
  type AnalyticsSink,
  type AuditLog,
  type Clock,
  type ContactInbox,
  type ContentRepositories,
  type RichTextSanitizer,
  type FooterLinkRepository,
  type ImageProcessor,
  type ImageStorage,
  type ListingSearch,
  type ListingStore,
  type ListingView,
  type MarketDataSource,
  type OpenHouseStore,
  type SeoSettingsRepository,
  type SiteSettingsRepository,
  SUBDIVISION_LIST_DEFAULT_LIMIT,
} from '@app/domain';
import type { PublicConfig } from '@app/web';
import { createCachedPerKey } from '../cache/cached-per-key.ts';
import { createCachedValue } from '../cache/cached-value.ts';
import { cachePublicContent } from '../cache/cached-public-content.ts';
import type { AdminPorts } from '../admin-services.ts';
import type { ListingPhotos } from '../media/listing-photos/listing-photos.ts';
import type { ServerServices } from '../server-services.ts';
import type { WebBundle } from '../ssr/web-bundle.ts';
import { createAdminDashboardService } from './admin-dashboard-service.ts';
import { createMarketActivityService } from './market-activity-service.ts';
import { createPageViewRecorder } from './page-view-recorder.ts';
import { createServerWebServices } from './server-web-services.ts';

/** How long answers that are the same for every visitor are kept in the process. */
export const SHARED_ANSWER_TTL_MS = 60_000;
/** How long the sitemap's list of pages is kept (search engines fetch it rarely; it reads every page's key). */
export const SITEMAP_TTL_MS = 5 * 60_000;
/**
 * Distinct pin queries kept (the whole-county view and the most recent map areas). A whole-county
 * answer is about 50,000 pins, some 7 MB of objects, so a few keep the repeat view fast without
 * letting a flood of distinct map queries hold much memory.
 */
const PIN_QUERIES_KEPT = 4;
/** Distinct argument sets kept per public content query (pages, filters and slugs visitors ask for). */
const CONTENT_QUERIES_KEPT = 64;
/**
 * Subdivisions whose homes for sale are kept, for lists of at most SUBDIVISION_LIMIT_KEPT homes:
 * every property page shows the other homes of its subdivision (seven asked for), the same answer
 * for all of the subdivision's listings. A whole listing is some 10 to 30 KB of objects, so the
 * kept answers stay within a few megabytes; longer lists (the API allows 200) are not kept.
 */
const SUBDIVISION_QUERIES_KEPT = 32;
const SUBDIVISION_LIMIT_KEPT = 12;

export interface ServerServicesDeps {
  readonly clock: Clock;
  readonly footerLinks: FooterLinkRepository;
  readonly listings: ListingStore;
  readonly openHouses: OpenHouseStore;
  readonly contactInbox: ContactInbox;
  readonly siteSettings: SiteSettingsRepository;
  readonly seoSettings: SeoSettingsRepository;
  readonly content: ContentRepositories;
  readonly marketData: MarketDataSource;
  readonly auditLog: AuditLog;
  /** Where page views of the public site are counted. */
  readonly analytics: AnalyticsSink;
  /** The ports an admin call with this access token writes through. */
  readonly adminPortsFor: (accessToken: string) => AdminPorts;
  readonly richText: RichTextSanitizer;
  /** The image library's files, read for the public `/media/images/*` route. */
  readonly imageFiles: ImageStorage;
  readonly imageProcessor: ImageProcessor;
  /** Listing photos resized for the pages (`/media/listing-photo`). */
  readonly listingPhotos: ListingPhotos;
  readonly pingDatabase: () => Promise<void>;
  readonly publicConfig: PublicConfig;
  readonly webBundle: WebBundle | null;
}

/** Pins ignore the page and the order, so searches differing only there share their pins. */
function pinsKey(search: ListingSearch): string {
  return new URLSearchParams(listingSearchParams({ ...search, page: 1, sort: 'newest' })).toString();
}

/** Wires the domain use cases over the adapters into the services the HTTP layer and SSR call. */
export function createServerServices(deps: ServerServicesDeps): ServerServices {
  const { clock, listings, publicConfig: visibility } = deps;
  const cache = { ttlMs: SHARED_ANSWER_TTL_MS, clock };
  const listOffice = createListOfficeListings(listings);
  const officeListings = createCachedPerKey(
    (office: string) => office,
    (office) => listOffice({ listOfficeMlsId: office }),
    { ...cache, maxKeys: 20 },
  );
  const pins = createCachedPerKey(pinsKey, createListingPins(listings, clock, visibility), { ...cache, maxKeys: PIN_QUERIES_KEPT });
  const listSubdivision = createListSubdivisionListings(listings);
  const keptSubdivisions = createCachedPerKey(
    (input: { subdivision: string; limit?: number }) => JSON.stringify([input.subdivision, input.limit ?? null]),
    listSubdivision,
    { ...cache, maxKeys: SUBDIVISION_QUERIES_KEPT },
  );
  const siteSettings = createCachedValue(() => deps.siteSettings.get(), SHARED_ANSWER_TTL_MS, clock);
  const seoSettings = createCachedValue(() => deps.seoSettings.get(), SHARED_ANSWER_TTL_MS, clock);
  const listOpenHouses = createListOpenHouses(deps.openHouses, clock);
  const cachedContent = cachePublicContent(createPublicContent(deps.content, clock), { ...cache, maxKeys: CONTENT_QUERIES_KEPT });
  const content = cachedContent.content;
  const communityMarket = createCommunityMarket(listings, clock, visibility);
  const sitemapSources = { content, listings, siteSettings: () => siteSettings.get(), visibility };
  const publicFooterLinks = createCachedValue(createListPublicFooterLinks(deps.footerLinks), SHARED_ANSWER_TTL_MS, clock);
  const sitemapUrls = createCachedValue(createListSitemapUrls(sitemapSources), SITEMAP_TTL_MS, clock);

  const services: Omit<ServerServices, 'web'> = {
    publicFooterLinks,
    listOfficeListings: (input): Promise<ListingView[]> =>
      input.listOfficeMlsId !== undefined && input.limit === undefined ? officeListings(input.listOfficeMlsId) : listOffice(input),
    listSubdivisionListings: (input) => ((input.limit ?? SUBDIVISION_LIST_DEFAULT_LIMIT) <= SUBDIVISION_LIMIT_KEPT ? keptSubdivisions(input) : listSubdivision(input)),
    communityMarket: async (slug) => {
      const community = await content.community(slug);
      return community === null ? null : communityMarket(community.subdivisions);
    },
    getListing: createGetListing(listings, visibility),
    searchListings: createSearchListings(listings, clock, visibility),
    listingPins: pins,
    listListings: createListListings(listings, visibility),
    findFeaturedListing: createFindFeaturedListing(listings),
    listOpenHouses: async (filter) => ({
      window: openHouseWindow(filter, new Date(clock.now())),
      openHouses: await listOpenHouses(filter),
    }),
    listingOpenHouses: createListingOpenHouses(deps.openHouses, clock),
    receiveContactSubmission: createReceiveContactSubmission(deps.contactInbox),
    getSiteSettings: () => siteSettings.get(),
    getSeoSettings: () => seoSettings.get(),
    content,
    sitemapUrls,
    listingFreshness: () => listings.freshness(),
    marketActivity: createMarketActivityService({ marketData: deps.marketData, listings, visibility, clock }),
    admin: {
      audit: deps.auditLog,
      portsFor: deps.adminPortsFor,
      contacts: deps.contactInbox,
      dashboard: createAdminDashboardService({ listings, contacts: deps.contactInbox, audit: deps.auditLog, analytics: deps.analytics, clock }),
      richText: deps.richText,
      imageProcessor: deps.imageProcessor,
      invalidatePublicCaches: () => {
        cachedContent.clear();
        publicFooterLinks.invalidate();
        siteSettings.invalidate();
        seoSettings.invalidate();
        sitemapUrls.invalidate();
      },
    },
    recordPageView: createPageViewRecorder(deps.analytics, clock),
    readImageFile: (key) => deps.imageFiles.get(key),
    listingPhotos: deps.listingPhotos,
    pingDatabase: deps.pingDatabase,
    publicConfig: deps.publicConfig,
    build: deps.webBundle?.build ?? { id: 'development', builtAt: new Date(0).toISOString() },
  };
  const bundle = deps.webBundle;
  const web =
    bundle === null
      ? null
      : {
          clientDir: bundle.clientDir,
          renderPage: bundle.createPageRenderer({
            services: createServerWebServices(services),
            manifest: bundle.manifest,
            stylesheets: bundle.stylesheets,
            buildId: bundle.build.id,
            config: deps.publicConfig,
          }),
        };
  return { ...services, web };
}

import type { AnalyticsDestination, EventVisitor } from '../../analytics/analytics-destination.port.ts';
import type { AnalyticsSink } from '../../analytics/analytics-sink.port.ts';
import { createFirstPartyDestination } from '../../analytics/first-party-destination.ts';
import { createForwardEvents, type DeliveryOutcome } from '../../analytics/forward-events.ts';
import type { PageRequest } from '../../analytics/page-view.ts';
import { createRecordPageView } from '../../analytics/page-view-summary.ts';
import type { ProductEvent } from '../../analytics/product-event.ts';
import type { ContactInbox } from '../../contact/contact-inbox.port.ts';
import type { ContactSubmission, NewContactSubmission } from '../../contact/contact-submission.ts';
import { createReceiveContactSubmission } from '../../contact/contact-use-cases.ts';
import { createLeadIntake, type LeadIntake } from '../../contact/lead-intake.ts';
import { createRouteNewLead } from '../../contact/routing/route-new-lead.ts';
import type { LeadRoutingStore } from '../../contact/routing/lead-routing-store.port.ts';
import { CONTENT_MAX_PAGE_SIZE } from '../../content/content-query.ts';
import type { Mailer } from '../../mail/mailer.port.ts';
import { createCommunityMarket, type CommunityMarket } from '../../content/community-market.ts';
import { createPublicContent, type ContentRepositories, type PublicContent } from '../../content/public-content.ts';
import type { FooterLink } from '../../footer/footer-link.ts';
import type { FooterLinkRepository } from '../../footer/footer-link-repository.port.ts';
import { createListPublicFooterLinks } from '../../footer/public-footer.ts';
import type { ImageStorage, StoredFile } from '../../image/image-storage.port.ts';
import type { ImageProcessor } from '../../image/image-processor.port.ts';
import { readServedImageFile } from '../../image/served-image-file.ts';
import type { ImageRepository } from '../../image/image-repository.port.ts';
import { libraryAltSource } from '../../image/picture-alts.ts';
import { readShareImage } from '../../image/share-image.ts';
import type { FocalPoint } from '../../content/content-entity.ts';
import { createFindFeaturedListing } from '../../listing/featured-listing.ts';
import type { ListingFreshness, ListingPin, ListingStore } from '../../listing/listing-store.port.ts';
import {
  createGetListing,
  createListOfficeListings,
  createListSubdivisionListings,
} from '../../listing/listing-use-cases.ts';
import type { ListingView } from '../../listing/listing-view.ts';
import type { ListingHistoryStore, ListingSyncLog } from '../../listing/history/listing-history.port.ts';
import {
  createGetListingHistory,
  type ListingHistory,
  type ListingHistorySubject,
} from '../../listing/history/listing-history-use-case.ts';
import {
  createGetMarketActivity,
  type MarketActivity,
  type MarketActivityRequest,
} from '../../market/market-activity.ts';
import type { MarketDataSource } from '../../market/market-data-source.port.ts';
import type { OpenHouse, OpenHouseListing, OpenHouseStore, TimeWindow } from '../../open-house/open-house.ts';
import { createListingOpenHouses, createListOpenHouses } from '../../open-house/open-house-use-cases.ts';
import { openHouseWindow, type OpenHouseFilter } from '../../open-house/open-house-window.ts';
import { createListListings, type ListingListName } from '../../search/listing-lists.ts';
import type { ListingSearch } from '../../search/listing-search.ts';
import { createSuggestPlaces, type PlaceSuggestionGroup } from '../../search/place-suggestion-use-cases.ts';
import { PLACE_SUGGESTIONS_PER_KIND, type PlaceSuggestions } from '../../search/place-suggestions.port.ts';
import { createPlaceResolver } from '../../search/plain-english/place-resolver.ts';
import type { QueryInterpretation, QueryInterpreter } from '../../search/plain-english/query-interpreter.port.ts';
import { createRuleQueryInterpreter } from '../../search/plain-english/rule-query-interpreter.ts';
import type { ListingVisibility } from '../../search/search-use-cases.ts';
import {
  createListingPins,
  createSearchListings,
  type CommunitySubdivisions,
  type SearchResults,
} from '../../search/search-use-cases.ts';
import type { SeoSettingsRepository } from '../../seo/seo-settings-repository.port.ts';
import type { SeoSettings } from '../../seo/seo-settings.ts';
import { createListSitemapUrls } from '../../seo/sitemap-use-cases.ts';
import type { SitemapUrl } from '../../seo/sitemap.ts';
import type { Clock } from '../../shared/clock.port.ts';
import type { RedirectStore } from '../../redirects/redirect-store.port.ts';
import type { SiteSettingsRepository } from '../../site/site-settings-repository.port.ts';
import type { SiteSettings } from '../../site/site-settings.ts';
import { DEFAULT_MONTHLY_COST_SETTINGS, type MonthlyCostSettings } from '../../monthly-cost/monthly-cost-settings.ts';
import type { MonthlyCostSettingsStore } from '../../monthly-cost/monthly-cost-settings-store.port.ts';
import type { ClosedSales } from '../../valuation/closed-sales.port.ts';
import { createEstimateHomeValue, type HomeValue, type HomeValueRequest } from '../../valuation/home-value-use-case.ts';
import { createNearbySales, type NearbySales } from '../../valuation/nearby-sales.ts';

/** Every use case of the public site, as the API routes and the server renderer call them. */
export interface PublicServices {
  /** Enabled footer links in display order. */
  readonly publicFooterLinks: () => Promise<FooterLink[]>;
  readonly listOfficeListings: (input: { listOfficeMlsId?: string; limit?: number }) => Promise<ListingView[]>;
  readonly listSubdivisionListings: (input: { subdivision: string; limit?: number }) => Promise<ListingView[]>;
  /** The MLS subdivisions of every published community by its address name (saved searches of a community). */
  readonly communitySubdivisions: () => Promise<CommunitySubdivisions>;
  /** The homes for sale of a published community's subdivisions; null for no such community. */
  readonly communityMarket: (slug: string) => Promise<CommunityMarket | null>;
  readonly getListing: (listingId: string) => Promise<ListingView | null>;
  /** The price and status history of the property a listing offers, and when the data was last synced; null for a
   * listing the public may not see. `loaded`: that listing, when the caller has just loaded it (no second lookup). */
  readonly listingHistory: (listingId: string, loaded?: ListingHistorySubject) => Promise<ListingHistory | null>;
  readonly searchListings: (search: ListingSearch) => Promise<SearchResults>;
  readonly listingPins: (search: ListingSearch) => Promise<ListingPin[]>;
  /** The places a location box suggests for a checked text (`readPlaceQuery`), grouped by kind. */
  readonly suggestPlaces: (text: string) => Promise<PlaceSuggestionGroup[]>;
  /** The search filters a typed sentence asks for ("3 bed pool home in Naples under 800k"). */
  readonly interpretSearch: (sentence: string) => Promise<QueryInterpretation>;
  readonly listListings: (name: ListingListName, page: number) => Promise<SearchResults>;
  readonly findFeaturedListing: (slug: string) => Promise<ListingView | null>;
  readonly listOpenHouses: (filter: OpenHouseFilter) => Promise<{ window: TimeWindow; openHouses: OpenHouseListing[] }>;
  readonly listingOpenHouses: (listingKey: string) => Promise<OpenHouse[]>;
  readonly receiveContactSubmission: (submission: NewContactSubmission) => Promise<ContactSubmission>;
  /** THE lead intake (ADR 0032): the site's own leads (accounts, saved searches, newsletter) enter through it. */
  readonly leadIntake: LeadIntake;
  readonly getSiteSettings: () => Promise<SiteSettings>;
  readonly getSeoSettings: () => Promise<SeoSettings>;
  /** The admin's monthly cost assumptions (the defaults until saved). */
  readonly monthlyCostSettings: () => Promise<MonthlyCostSettings>;
  /** The public content (agents, communities, articles, banners, testimonials, sales results, pages) visible now. */
  readonly content: PublicContent;
  /** Every public page for the sitemap. */
  readonly sitemapUrls: () => Promise<SitemapUrl[]>;
  /** Every permanent redirect, old path to new path (answered 301 before any page is rendered; ADR 0030). */
  readonly redirectTable: () => Promise<ReadonlyMap<string, string>>;
  readonly listingFreshness: () => Promise<ListingFreshness>;
  /** Market metrics of a city (or every city) by month; null for an unknown city. */
  readonly marketActivity: (request: MarketActivityRequest) => Promise<MarketActivity | null>;
  /** What a home is worth by comparable sales (`/sell`); null for a listing the public may not see. */
  readonly estimateHomeValue: (request: HomeValueRequest) => Promise<HomeValue | null>;
  /** The closest comparable sold homes of a listing; null when sold data is not public or there is no such home. */
  readonly nearbySales: (listingId: string) => Promise<NearbySales | null>;
  /** A file of the image library (`{imageId}/{file}`), or null. */
  readonly readImageFile: (key: string) => Promise<StoredFile | null>;
  /** A library picture cut to the 1200×630 share image around a focal point (ADR 0045), or null when it is unknown. */
  readonly readShareImage: (imageId: string, focus: FocalPoint) => Promise<StoredFile | null>;
  /** Counts a served page when it is a page view (public, 200, not a bot); answers whether it counted. */
  readonly recordPageView: (request: PageRequest) => Promise<boolean>;
  /** Sends a visitor's page views and events to our own count and to each destination their consent allows. */
  readonly forwardEvents: (events: readonly ProductEvent[], visitor: EventVisitor) => Promise<DeliveryOutcome[]>;
  /** Resolves when the database answers. */
  readonly pingDatabase: () => Promise<void>;
}

/** The ports the public use cases read. */
export interface PublicPorts {
  readonly clock: Clock;
  readonly visibility: ListingVisibility;
  readonly footerLinks: FooterLinkRepository;
  readonly listings: ListingStore;
  readonly places: PlaceSuggestions;
  /** Reads typed sentences; the rule-based interpreter over `places` when absent. */
  readonly queryInterpreter?: QueryInterpreter;
  readonly openHouses: OpenHouseStore;
  /** Listing history and the last sync time; a deployment without them answers an empty, undated history. */
  readonly listingHistory?: ListingHistoryStore;
  readonly listingSyncLog?: ListingSyncLog;
  readonly contactInbox: ContactInbox;
  readonly siteSettings: SiteSettingsRepository;
  readonly seoSettings: SeoSettingsRepository;
  readonly content: ContentRepositories;
  readonly marketData: MarketDataSource;
  /** Closed sales for home value estimates and nearby sales. */
  readonly closedSales: ClosedSales;
  readonly analytics: AnalyticsSink;
  /** Where events go besides our own count (GA4, Meta), each only with the consent it needs; none when absent. */
  readonly analyticsDestinations?: readonly AnalyticsDestination[];
  readonly imageFiles: Pick<ImageStorage, 'get'>;
  /** Strips camera and location data from a served file that still has some. */
  readonly imageProcessor: Pick<ImageProcessor, 'carriesMetadata' | 'strippedOriginal' | 'cropped'>;
  /**
   * The library's records, read for the current alt text of the pictures pages show and for share images (ADR 0045);
   * without them, pictures show the alt text stored with them and no share image is made.
   */
  readonly libraryImages?: Pick<ImageRepository, 'findById' | 'findByIds'>;
  readonly pingDatabase: () => Promise<void>;
  readonly redirects: RedirectStore;
  /** Where new leads are routed (assigned, agent and office mailed; ADR 0036); stored unassigned when absent. */
  readonly leads?: LeadRoutingPorts;
  /** The admin's monthly cost assumptions; the defaults when absent. */
  readonly monthlyCostSettings?: MonthlyCostSettingsStore;
}

/** What routing new leads needs besides the inbox, the agents and the listings. */
export interface LeadRoutingPorts {
  readonly routing: LeadRoutingStore;
  readonly mailer: Mailer;
  /** The site's public origin, for the links in the mails. */
  readonly siteUrl: string;
  /** Where a routing step that failed is told (the lead is kept). */
  readonly report: (what: string, error: unknown) => void;
}

/** The public use cases over their ports (no caching here: the composition adds it where answers are shared). */
export function createPublicServices(ports: PublicPorts): PublicServices {
  const { clock, listings, visibility } = ports;
  const libraryImages = ports.libraryImages;
  const content = createPublicContent(
    ports.content,
    clock,
    libraryImages === undefined ? undefined : libraryAltSource(libraryImages),
  );
  const communityMarket = createCommunityMarket(listings, clock, visibility);
  const listOpenHouses = createListOpenHouses(ports.openHouses, clock);
  const siteSettings = () => ports.siteSettings.get();
  const interpreter = ports.queryInterpreter ?? createRuleQueryInterpreter(createPlaceResolver(ports.places));
  // Every new lead, a visitor's message or one the site makes, is routed the same way (ADR 0032, ADR 0036).
  const routeNewLead =
    ports.leads === undefined
      ? undefined
      : createRouteNewLead({
          ...ports.leads,
          inbox: ports.contactInbox,
          agents: async () => (await content.agents({ perPage: CONTENT_MAX_PAGE_SIZE })).items,
          listing: (listingId) => listings.findById(listingId),
        });
  const communityArea = async (slug: string) => {
    const community = await content.community(slug);
    return community === null ? null : { name: community.name, subdivisions: community.subdivisions };
  };
  const redirectTable = async (): Promise<ReadonlyMap<string, string>> =>
    new Map((await ports.redirects.list()).map((redirect) => [redirect.fromPath, redirect.toPath]));
  return {
    publicFooterLinks: createListPublicFooterLinks(ports.footerLinks),
    listOfficeListings: createListOfficeListings(listings),
    listSubdivisionListings: createListSubdivisionListings(listings),
    communitySubdivisions: async () =>
      new Map(
        (await content.communities({ perPage: CONTENT_MAX_PAGE_SIZE })).items.map(
          (community) => [community.slug, community.subdivisions] as const,
        ),
      ),
    communityMarket: async (slug) => {
      const community = await content.community(slug);
      return community === null ? null : communityMarket(community.subdivisions);
    },
    getListing: createGetListing(listings, visibility),
    listingHistory: createGetListingHistory({
      listings,
      history: ports.listingHistory,
      syncLog: ports.listingSyncLog,
      visibility,
    }),
    searchListings: createSearchListings(listings, clock, visibility, communityArea),
    listingPins: createListingPins(listings, clock, visibility, communityArea),
    suggestPlaces: createSuggestPlaces(ports.places, PLACE_SUGGESTIONS_PER_KIND),
    interpretSearch: (sentence) => interpreter.interpret(sentence),
    listListings: createListListings(listings, visibility),
    findFeaturedListing: createFindFeaturedListing(listings),
    listOpenHouses: async (filter) => ({
      window: openHouseWindow(filter, new Date(clock.now())),
      openHouses: await listOpenHouses(filter),
    }),
    listingOpenHouses: createListingOpenHouses(ports.openHouses, clock),
    leadIntake: createLeadIntake(ports.contactInbox, routeNewLead),
    receiveContactSubmission: createReceiveContactSubmission(ports.contactInbox, routeNewLead),
    getSiteSettings: siteSettings,
    getSeoSettings: () => ports.seoSettings.get(),
    monthlyCostSettings: async () => (await ports.monthlyCostSettings?.read()) ?? DEFAULT_MONTHLY_COST_SETTINGS,
    content,
    sitemapUrls: createListSitemapUrls({ content, listings, siteSettings, visibility, redirectTable }),
    redirectTable,
    listingFreshness: () => listings.freshness(),
    marketActivity: createGetMarketActivity({ source: ports.marketData, listings, visibility }),
    estimateHomeValue: createEstimateHomeValue({
      listings,
      sales: ports.closedSales,
      market: ports.marketData,
      clock,
      visibility,
    }),
    nearbySales: createNearbySales({ listings, sales: ports.closedSales, clock, visibility }),
    readImageFile: (key) => readServedImageFile(ports.imageFiles, ports.imageProcessor, key),
    readShareImage: async (imageId, focus) =>
      libraryImages === undefined
        ? null
        : readShareImage(
            { images: libraryImages, files: ports.imageFiles, processor: ports.imageProcessor },
            imageId,
            focus,
          ),
    recordPageView: createRecordPageView(ports.analytics, clock),
    forwardEvents: createForwardEvents(
      [createFirstPartyDestination(ports.analytics, clock), ...(ports.analyticsDestinations ?? [])],
      clock,
    ),
    pingDatabase: ports.pingDatabase,
  };
}

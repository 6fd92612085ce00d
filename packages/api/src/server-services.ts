import type {
  CommunityMarket,
  StoredFile,
  PageRequest,
  ContactSubmission,
  FooterLink,
  ListingFreshness,
  ListingListName,
  ListingPin,
  ListingSearch,
  ListingView,
  MarketActivity,
  MarketActivityRequest,
  NewContactSubmission,
  OpenHouse,
  OpenHouseFilter,
  OpenHouseListing,
  PublicContent,
  SearchResults,
  SeoSettings,
  SiteSettings,
  SitemapUrl,
  TimeWindow,
} from '@app/domain';
import type { PublicConfig, RenderPage } from '@app/web';
import type { AdminServices } from './admin-services.ts';
import type { CachedValue } from './cache/cached-value.ts';
import type { ListingPhotos } from './media/listing-photos/listing-photos.ts';

/** The build the server serves, for stale-page detection. */
export interface BuildInfo {
  readonly id: string;
  readonly builtAt: string;
}

/** The server-rendered web app: its renderer and the folder of its browser files. */
export interface WebApp {
  readonly renderPage: RenderPage;
  readonly clientDir: string;
}

/**
 * Everything the HTTP layer calls, resolved by the composition root. Plain functions and
 * values: routes never see the container, the database or an adapter.
 */
export interface ServerServices {
  /** Enabled footer links in display order, kept for a short while (same for every visitor). */
  readonly publicFooterLinks: CachedValue<FooterLink[]>;
  readonly listOfficeListings: (input: { listOfficeMlsId?: string; limit?: number }) => Promise<ListingView[]>;
  readonly listSubdivisionListings: (input: { subdivision: string; limit?: number }) => Promise<ListingView[]>;
  /** The homes for sale of a published community's subdivisions (figures, pins, newest); null for no such community. */
  readonly communityMarket: (slug: string) => Promise<CommunityMarket | null>;
  readonly getListing: (listingId: string) => Promise<ListingView | null>;
  readonly searchListings: (search: ListingSearch) => Promise<SearchResults>;
  readonly listingPins: (search: ListingSearch) => Promise<ListingPin[]>;
  readonly listListings: (name: ListingListName, page: number) => Promise<SearchResults>;
  readonly findFeaturedListing: (slug: string) => Promise<ListingView | null>;
  readonly listOpenHouses: (filter: OpenHouseFilter) => Promise<{ window: TimeWindow; openHouses: OpenHouseListing[] }>;
  readonly listingOpenHouses: (listingKey: string) => Promise<OpenHouse[]>;
  readonly receiveContactSubmission: (submission: NewContactSubmission) => Promise<ContactSubmission>;
  /** Settings the browser may know: sold-data visibility and the map's tile server. */
  readonly publicConfig: PublicConfig;
  readonly getSiteSettings: () => Promise<SiteSettings>;
  /** The SEO and answer-engine settings (titles, robots rules, FAQ, llms.txt summary), kept a short while and dropped on an admin change. */
  readonly getSeoSettings: () => Promise<SeoSettings>;
  /** The public content (agents, communities, articles, banners, testimonials, sales results, pages) visible now. */
  readonly content: PublicContent;
  /** Every public page for the sitemap (fixed pages, agents, communities, articles, listings for sale), kept a few minutes. */
  readonly sitemapUrls: CachedValue<SitemapUrl[]>;
  readonly listingFreshness: () => Promise<ListingFreshness>;
  /** Market metrics of a city (or every city) by month, kept a few minutes; null for an unknown city. */
  readonly marketActivity: (request: MarketActivityRequest) => Promise<MarketActivity | null>;
  /** The admin area's audit log, write ports and cache invalidation. */
  readonly admin: AdminServices;
  /** Listing photos resized to a served width as WebP (`/media/listing-photo`). */
  readonly listingPhotos: ListingPhotos;
  /** A file of the image library (`{imageId}/{file}`), or null. */
  readonly readImageFile: (key: string) => Promise<StoredFile | null>;
  /** Counts a served page as a view when it is one (public, 200, not a bot); never waits, never throws. */
  readonly recordPageView: (request: PageRequest) => void;
  /** Resolves when the database answers a trivial query. */
  readonly pingDatabase: () => Promise<void>;
  readonly build: BuildInfo;
  /** Null when the web app is not built (API-only tests). */
  readonly web: WebApp | null;
}

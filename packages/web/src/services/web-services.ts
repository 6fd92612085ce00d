import type {
  CommunityMarket,
  FooterLink,
  PublicContent,
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
  SearchResults,
  SeoSettings,
  SiteSettings,
  TimeWindow,
} from '@app/domain';
import type { AuthClient } from '../features/auth/auth-client.ts';
import type { AdminApi } from './admin-api.ts';

/** A contact message as the browser sends it: the submission plus the honeypot field. */
export type ContactMessage = NewContactSubmission & { readonly website?: string };

/** The public, read-only view of the team's content (the domain's PublicContent use cases). */
export type ContentServices = PublicContent;

/**
 * What the web app needs from the outside world, in domain words. In the browser these are
 * HTTP calls to our own API; during server rendering the API process passes direct
 * implementations over the domain use cases (no HTTP round trip to itself).
 */
export interface WebServices {
  readonly footerLinks: {
    /** The enabled footer links (the public footer). */
    listPublic(): Promise<FooterLink[]>;
  };
  readonly listings: {
    /** Listings of one office (the featured listings). */
    listOfficeListings(listOfficeMlsId: string): Promise<ListingView[]>;
    /** One page of a property search. */
    search(search: ListingSearch): Promise<SearchResults>;
    /** Map pins of every listing matching a search. */
    pins(search: ListingSearch): Promise<ListingPin[]>;
    /** One page of a fixed list (closed, latest, price changes, pending). */
    list(name: ListingListName, page: number): Promise<SearchResults>;
    /** One listing by its ListingId; null when there is none. */
    getById(listingId: string): Promise<ListingView | null>;
    /** One of the team's own listings by its address slug; null when there is none. */
    getFeatured(slug: string): Promise<ListingView | null>;
    /** Homes for sale in a subdivision (subdivision bath rule), 6 by default. */
    bySubdivision(subdivision: string, limit?: number): Promise<ListingView[]>;
    /** A published community's homes for sale, in one call: figures, map pins and the newest; null for no such
     * community. */
    communityMarket(slug: string): Promise<CommunityMarket | null>;
  };
  readonly openHouses: {
    /** Open houses in the window of a date filter, soonest first. */
    list(filter: OpenHouseFilter): Promise<{ window: TimeWindow; openHouses: OpenHouseListing[] }>;
    /** A listing's open houses that have not ended. */
    forListing(listingKey: string): Promise<OpenHouse[]>;
  };
  readonly contact: {
    /** Sends a message; it is stored before this resolves. Rejects with a ValidationError naming each bad field. */
    send(message: ContactMessage): Promise<{ id: string }>;
  };
  readonly content: ContentServices;
  /** Sign-in for the admin area (browser only: server rendering never reads the session). */
  readonly auth: AuthClient;
  /** The admin area's API (browser only: admin routes render in the browser, `ssr: false`; absent during server
   * rendering). */
  readonly admin?: AdminApi;
  readonly market: {
    /** Market metrics of a city (every city without one) by month, with the summary; null for a city without listing
     * data. */
    activity(request: MarketActivityRequest): Promise<MarketActivity | null>;
  };
  readonly site: {
    /** Team name, phone and social links. */
    getSettings(): Promise<SiteSettings>;
    /** Title template, default description and share image, organization details and FAQ. */
    getSeoSettings(): Promise<SeoSettings>;
  };
}

/** The admin API of the router context's services; admin routes load in the browser only (`ssr: false`), where it
 * exists. */
export function adminApiOf(services: WebServices): AdminApi {
  if (services.admin === undefined)
    throw new Error('The admin API exists in the browser only: admin routes must not load on the server.');
  return services.admin;
}

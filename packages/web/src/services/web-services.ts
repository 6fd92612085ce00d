import type { FooterLink, ListingView, SiteSettings } from '@app/domain';

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
  };
  readonly site: {
    /** Team name, phone and social links. */
    getSettings(): Promise<SiteSettings>;
  };
}

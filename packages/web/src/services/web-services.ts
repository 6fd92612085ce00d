import type { NewContactSubmission, PublicServices } from '@app/domain';
import type { AuthClient } from '../features/auth/auth-client.ts';
import type { AdminApi } from './admin-api.ts';

/** A contact message as the browser sends it: the submission plus the honeypot field. */
export type ContactMessage = NewContactSubmission & { readonly website?: string };

/** The public, read-only view of the team's content (the domain's PublicContent use cases). */
export type ContentServices = PublicServices['content'];

/**
 * The public use cases the web app calls, under the application layer's own names
 * (`PublicServices`): during server rendering they are the server's `AppServices` themselves (no
 * HTTP round trip to itself, no renaming), in the browser HTTP calls to our own API with the
 * same signatures (`http/http-web-services.ts`).
 */
export type PublicWebServices = Pick<
  PublicServices,
  | 'publicFooterLinks'
  | 'listOfficeListings'
  | 'searchListings'
  | 'listingPins'
  | 'suggestPlaces'
  | 'interpretSearch'
  | 'listListings'
  | 'getListing'
  | 'findFeaturedListing'
  | 'listSubdivisionListings'
  | 'communityMarket'
  | 'listOpenHouses'
  | 'listingOpenHouses'
  | 'listingHistory'
  | 'content'
  | 'marketActivity'
  | 'estimateHomeValue'
  | 'nearbySales'
  | 'getSiteSettings'
  | 'getSeoSettings'
  | 'monthlyCostSettings'
> & {
  /** Sends a message; it is stored before this resolves. Rejects with a ValidationError naming each bad field. (The
   * browser only: server rendering never sends one.) */
  readonly receiveContactSubmission: (message: ContactMessage) => Promise<{ id: string }>;
};

/** What the web app needs from the outside world: the public use cases, sign-in, and in the browser the admin API. */
export interface WebServices extends PublicWebServices {
  /** Sign-in for the admin area (browser only: server rendering never reads the session). */
  readonly auth: AuthClient;
  /** The admin area's API (browser only: admin routes render in the browser, `ssr: false`; absent during server
   * rendering). */
  readonly admin?: AdminApi;
}

/** The admin API of the router context's services; admin routes load in the browser only (`ssr: false`), where it
 * exists. */
export function adminApiOf(services: WebServices): AdminApi {
  if (services.admin === undefined)
    throw new Error('The admin API exists in the browser only: admin routes must not load on the server.');
  return services.admin;
}

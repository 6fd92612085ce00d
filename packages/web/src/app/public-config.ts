import type { ThirdPartyDestinations } from '@app/domain';

/** Deployment settings the browser needs (never secrets). */
export interface PublicConfig {
  /** Whether sold (Closed) listings may be shown (the listing feed's licence decides). */
  readonly closedListingsPublic: boolean;
  /** The map's tile server; null draws the map on a plain background (works offline). */
  readonly mapTiles: { readonly url: string; readonly attribution: string } | null;
  /** The site's public origin (no trailing slash): canonical links, Open Graph URLs and structured data are absolute on
   * it. */
  readonly siteUrl: string;
  /** The analytics and advertising services set up (the consent banner asks only about theirs; none: no banner). */
  readonly thirdParties: ThirdPartyDestinations;
}

import { notFound } from '@tanstack/react-router';
import {
  ERROR_MESSAGES,
  errorMessageOr,
  type Community,
  type CommunityStatistics,
  type ListingPin,
  type ListingSummary,
} from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';

/** What a community's page shows. */
export interface CommunityPageData {
  readonly community: Community;
  /** Live figures of its homes for sale; null when the listings could not be loaded. */
  readonly statistics: CommunityStatistics | null;
  /** Its homes for sale on the map. */
  readonly pins: ListingPin[];
  /** Its newest homes for sale through the subdivision query (6). */
  readonly listings: ListingSummary[];
  /** When the figures were worked out (ISO 8601). */
  readonly asOf: string;
  readonly error: string | null;
}

/**
 * Loads a published community with the live figures, map pins and newest listings of its
 * subdivisions. Unknown or unpublished: not found. When the listings fail, the page still shows
 * the community, with the error and no listings.
 */
export async function loadCommunityPage(services: WebServices, slug: string, now: string): Promise<CommunityPageData> {
  // The community and its homes in two calls at once, whatever the number of its subdivisions.
  const marketAnswer = services.communityMarket(slug).then(
    (market) => ({ market, error: null }),
    (error: unknown) => ({ market: null, error: errorMessageOr(error, ERROR_MESSAGES.propertiesFetchError) }),
  );
  const community = await services.content.community(slug);
  if (community === null) throw notFound();
  const { market, error } = await marketAnswer;
  if (market === null)
    return {
      community,
      statistics: null,
      pins: [],
      listings: [],
      asOf: now,
      error: error ?? ERROR_MESSAGES.propertiesFetchError,
    };
  return {
    community,
    statistics: market.statistics,
    pins: market.pins,
    listings: market.listings,
    asOf: market.asOf,
    error: null,
  };
}

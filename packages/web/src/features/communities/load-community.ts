import { notFound } from '@tanstack/react-router';
import {
  communityStatistics,
  ERROR_MESSAGES,
  errorMessageOr,
  SUBDIVISION_LIST_DEFAULT_LIMIT,
  type Community,
  type CommunityStatistics,
  type ListingPin,
  type ListingSummary,
} from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';
import { newestOf, pinsOf, subdivisionsForSale } from './community-listings.ts';

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

async function loadMarket(services: WebServices, community: Community, now: string) {
  const forSale = await subdivisionsForSale(services, community.subdivisions);
  return { statistics: communityStatistics(forSale, now), pins: pinsOf(forSale) };
}

async function loadListings(services: WebServices, community: Community) {
  const lists = await Promise.all(community.subdivisions.map((subdivision) => services.listings.bySubdivision(subdivision, SUBDIVISION_LIST_DEFAULT_LIMIT)));
  return newestOf(lists, SUBDIVISION_LIST_DEFAULT_LIMIT);
}

/**
 * Loads a published community with the live figures, map pins and newest listings of its
 * subdivisions. Unknown or unpublished: not found. When the listings fail, the page still shows
 * the community, with the error and no listings.
 */
export async function loadCommunityPage(services: WebServices, slug: string, now: string): Promise<CommunityPageData> {
  const community = await services.content.community(slug);
  if (community === null) throw notFound();
  try {
    const [market, listings] = await Promise.all([loadMarket(services, community, now), loadListings(services, community)]);
    return { community, ...market, listings, asOf: now, error: null };
  } catch (error) {
    return { community, statistics: null, pins: [], listings: [], asOf: now, error: errorMessageOr(error, ERROR_MESSAGES.propertiesFetchError) };
  }
}

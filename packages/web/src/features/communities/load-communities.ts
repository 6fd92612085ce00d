import { CONTENT_MAX_PAGE_SIZE, median, type Community, type ListingPin } from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';

/** A community as its card shows it, with live figures from its homes for sale. */
export interface CommunityCardData {
  readonly community: Pick<Community, 'id' | 'slug' | 'name' | 'city' | 'summary' | 'hero'>;
  /** Homes for sale (on the map) in its subdivisions; null when the listings could not be loaded. */
  readonly homesForSale: number | null;
  readonly medianListPrice: number | null;
}

async function forSalePins(services: WebServices, subdivisions: readonly string[]): Promise<ListingPin[]> {
  const lists = await Promise.all(
    subdivisions.map((subdivision) => services.listingPins({ subdivision, sort: 'newest', page: 1 })),
  );
  return [...new Map(lists.flat().map((pin) => [pin.ListingKey, pin])).values()];
}

async function toCard(services: WebServices, community: Community): Promise<CommunityCardData> {
  const { id, slug, name, city, summary, hero } = community;
  try {
    const pins = await forSalePins(services, community.subdivisions);
    const prices = pins.flatMap((pin) => (pin.ListPrice !== null && pin.ListPrice > 0 ? [pin.ListPrice] : []));
    return {
      community: { id, slug, name, city, summary, hero },
      homesForSale: pins.length,
      medianListPrice: median(prices),
    };
  } catch {
    return { community: { id, slug, name, city, summary, hero }, homesForSale: null, medianListPrice: null };
  }
}

/** The published communities in their order, each with its homes for sale counted live (a failed count shows none). */
export async function loadCommunities(services: WebServices): Promise<CommunityCardData[]> {
  const { items } = await services.content.communities({ perPage: CONTENT_MAX_PAGE_SIZE });
  return Promise.all(items.map((community) => toCard(services, community)));
}

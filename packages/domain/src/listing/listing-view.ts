import type { Listing } from './listing.ts';
import { subdivisionBathroomsDisplay, totalBathroomsDisplay } from './listing-baths.ts';

/** A listing as the product API answers it: the MLS fields plus the derived bath count. */
export type ListingView = Listing & { readonly totalBathroomsDisplay: number };

/** Which bath rule derives totalBathroomsDisplay. */
export type BathsRule = 'standard' | 'subdivision';

/** Adds totalBathroomsDisplay to a listing with the given rule. */
export function toListingView(listing: Listing, rule: BathsRule = 'standard'): ListingView {
  const derive = rule === 'subdivision' ? subdivisionBathroomsDisplay : totalBathroomsDisplay;
  return { ...listing, totalBathroomsDisplay: derive(listing.BathroomsFull, listing.BathroomsHalf) };
}

/**
 * Keeps only the listings of one office: the client-side rule the spec gives for the
 * featured-properties answer.
 */
export function keepOfficeListings<T extends Pick<Listing, 'ListOfficeMlsId'>>(
  listings: readonly T[],
  officeMlsId: string,
): T[] {
  return listings.filter((listing) => listing.ListOfficeMlsId === officeMlsId);
}

/** The photos of a listing in display order (by `Order`, whatever number it starts at). */
export function sortedMedia(listing: Pick<Listing, 'Media'>): Listing['Media'] {
  return [...listing.Media].sort((a, b) => a.Order - b.Order);
}

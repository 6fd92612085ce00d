import { SUBDIVISION_LIST_DEFAULT_LIMIT } from '../shared/constants.ts';
import { FOR_SALE_STATUSES, PUBLIC_STATUSES, type StandardStatus } from './listing.ts';
import type { ListingVisibility } from '../search/search-use-cases.ts';
import type { ListingStore } from './listing-store.port.ts';
import { keepOfficeListings, toListingView, type ListingView } from './listing-view.ts';

/** Largest number of listings one list answer may hold. */
export const MAX_LISTING_PAGE_SIZE = 200;
/** Listings answered when a list call names no office and no limit. */
export const DEFAULT_LISTING_PAGE_SIZE = 24;

/**
 * The number of listings to ask for: the requested limit rounded down and kept within
 * 1 to {@link MAX_LISTING_PAGE_SIZE}, or the fallback when none (or NaN) is given.
 */
export function clampListingLimit(requested: number | undefined, fallback: number): number {
  if (requested === undefined || Number.isNaN(requested)) return fallback;
  return Math.min(MAX_LISTING_PAGE_SIZE, Math.max(1, Math.floor(requested)));
}

/** Lists the listings of one office (featured listings), or the newest listings when no office is given. */
export function createListOfficeListings(store: ListingStore) {
  return async (input: { listOfficeMlsId?: string; limit?: number }): Promise<ListingView[]> => {
    const limit = clampListingLimit(
      input.limit,
      input.listOfficeMlsId ? MAX_LISTING_PAGE_SIZE : DEFAULT_LISTING_PAGE_SIZE,
    );
    const listings = await store.find({
      ...(input.listOfficeMlsId ? { listOfficeMlsId: input.listOfficeMlsId } : {}),
      statuses: FOR_SALE_STATUSES,
      sort: 'newest',
      limit,
    });
    const kept = input.listOfficeMlsId ? keepOfficeListings(listings, input.listOfficeMlsId) : listings;
    return kept.map((listing) => toListingView(listing));
  };
}

/** Lists homes for sale in one subdivision, with the subdivision bath rule (default limit 6). */
export function createListSubdivisionListings(store: ListingStore) {
  return async (input: { subdivision: string; limit?: number }): Promise<ListingView[]> => {
    const listings = await store.find({
      subdivision: input.subdivision,
      statuses: FOR_SALE_STATUSES,
      sort: 'newest',
      limit: clampListingLimit(input.limit, SUBDIVISION_LIST_DEFAULT_LIMIT),
    });
    return listings.map((listing) => toListingView(listing, 'subdivision'));
  };
}

/**
 * Finds one listing by its ListingId; null when there is none, when its status is not public
 * (expired, withdrawn, canceled: kept only for market history) or when it is sold and sold data
 * is not public.
 */
export function createGetListing(store: ListingStore, visibility: ListingVisibility = { closedListingsPublic: true }) {
  const shown = (status: StandardStatus) =>
    PUBLIC_STATUSES.includes(status) && (status !== 'Closed' || visibility.closedListingsPublic);
  return async (listingId: string): Promise<ListingView | null> => {
    const listing = await store.findById(listingId);
    return listing === null || !shown(listing.StandardStatus) ? null : toListingView(listing);
  };
}

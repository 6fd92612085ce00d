import { FEATURED_OFFICE_ID } from '../shared/constants.ts';
import { PUBLIC_STATUSES } from './listing.ts';
import type { ListingStore } from './listing-store.port.ts';
import { listingSlug } from './listing-slug.ts';
import { toListingView, type ListingView } from './listing-view.ts';

/** Most listings one office is expected to hold; the featured lookup reads them all. */
const OFFICE_LISTINGS_LIMIT = 500;

/**
 * Finds the team's own listing (office PRG) whose address slug is `slug`; null when none.
 * When an address was listed more than once, the newest listing wins.
 */
export function createFindFeaturedListing(store: ListingStore, officeMlsId: string = FEATURED_OFFICE_ID) {
  return async (slug: string): Promise<ListingView | null> => {
    const listings = await store.find({
      listOfficeMlsId: officeMlsId,
      statuses: PUBLIC_STATUSES,
      sort: 'newest',
      limit: OFFICE_LISTINGS_LIMIT,
    });
    const match = listings.find((listing) => listingSlug(listing) === slug);
    return match === undefined ? null : toListingView(match);
  };
}

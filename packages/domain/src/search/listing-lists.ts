import type { StandardStatus } from '../listing/listing.ts';
import type { ListingCriteria, ListingStore } from '../listing/listing-store.port.ts';
import { SEARCH_PAGE_SIZE } from './listing-search.ts';
import { applyListingVisibility, pageCount, type ListingVisibility, type SearchResults } from './search-use-cases.ts';

/** The fixed listing lists of the site (`/properties/...`). */
export const LISTING_LISTS = {
  closed: {
    path: '/properties/closed',
    title: 'Recently Closed',
    criteria: { statuses: ['Closed'], sort: 'recently-closed' },
  },
  latest: {
    path: '/properties/latest',
    title: 'Latest Listings',
    criteria: { statuses: ['Active', 'Coming Soon'], sort: 'newest' },
  },
  'price-changes': {
    path: '/properties/latest-price-changes',
    title: 'Latest Price Changes',
    criteria: { statuses: ['Active', 'Active Under Contract', 'Coming Soon'], priceChanged: true, sort: 'reduced' },
  },
  pending: {
    path: '/properties/latest-pending-listings',
    title: 'Latest Pending Listings',
    criteria: { statuses: ['Pending'], sort: 'recently-updated' },
  },
} as const satisfies Record<
  string,
  { path: string; title: string; criteria: Omit<ListingCriteria, 'limit'> & { statuses: readonly StandardStatus[] } }
>;

export type ListingListName = keyof typeof LISTING_LISTS;

/** Whether a list may be shown: the closed list only when sold data is public. */
export function isListingListPublic(name: ListingListName, visibility: ListingVisibility): boolean {
  return name !== 'closed' || visibility.closedListingsPublic;
}

/** One page of a fixed list, in its order. */
export function createListListings(store: ListingStore, visibility: ListingVisibility) {
  return async (name: ListingListName, page: number): Promise<SearchResults> => {
    if (!isListingListPublic(name, visibility))
      return { listings: [], total: 0, page, pageSize: SEARCH_PAGE_SIZE, pageCount: 1 };
    const criteria = applyListingVisibility(
      { ...LISTING_LISTS[name].criteria, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE },
      visibility,
    );
    const result = await store.search(criteria);
    return { ...result, page, pageSize: SEARCH_PAGE_SIZE, pageCount: pageCount(result.total) };
  };
}

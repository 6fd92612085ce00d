import type { Clock } from '../shared/clock.port.ts';
import type { ListingPin, ListingSearchPage, ListingStore } from '../listing/listing-store.port.ts';
import { pageCount, toListingCriteria, toPinCriteria } from './search-criteria.ts';
import { SEARCH_PAGE_SIZE, type ListingSearch } from './listing-search.ts';
import { applyListingVisibility, type ListingVisibility } from './listing-visibility.ts';

/** A page of search results with where it sits among all pages. */
export interface SearchResults extends ListingSearchPage {
  readonly page: number;
  readonly pageSize: number;
  readonly pageCount: number;
}

/** Runs a property search: one page of card summaries and the total. */
export function createSearchListings(store: ListingStore, clock: Clock, visibility: ListingVisibility) {
  return async (search: ListingSearch): Promise<SearchResults> => {
    const criteria = applyListingVisibility(toListingCriteria(search, { now: new Date(clock.now()) }), visibility);
    const page = await store.search(criteria);
    return { ...page, page: search.page, pageSize: SEARCH_PAGE_SIZE, pageCount: pageCount(page.total) };
  };
}

/** The map pins of a search: every match with coordinates, no paging. */
export function createListingPins(store: ListingStore, clock: Clock, visibility: ListingVisibility) {
  return async (search: ListingSearch): Promise<ListingPin[]> =>
    store.pins(applyListingVisibility(toPinCriteria(search, { now: new Date(clock.now()) }), visibility));
}

import type { ListingCriteria } from '../listing/listing-store.port.ts';
import { DEFAULT_SEARCH_STATUSES, MAX_PINS, SEARCH_PAGE_SIZE, type ListingSearch } from './listing-search.ts';

/**
 * The store criteria of a search: its filters, the default statuses when none are chosen, the
 * page as limit and offset, and "open houses only" as open houses ending after `now`.
 */
export function toListingCriteria(search: ListingSearch, options: { now: Date; pageSize?: number }): ListingCriteria {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const { q, postalCode, openHouses, page, ...filters } = search;
  return {
    ...filters,
    ...(q !== undefined ? { text: q } : {}),
    ...(postalCode !== undefined ? { postalCode } : {}),
    ...(openHouses === true ? { openHouseAfter: options.now.toISOString() } : {}),
    statuses: search.statuses ?? DEFAULT_SEARCH_STATUSES,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
}

/** The criteria of the map's pins: the same filters, every match (up to MAX_PINS), no paging. */
export function toPinCriteria(search: ListingSearch, options: { now: Date }): ListingCriteria {
  return { ...toListingCriteria(search, { now: options.now }), limit: MAX_PINS, offset: 0 };
}

/** The number of pages a total spreads over. */
export function pageCount(total: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

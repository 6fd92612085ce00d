import { MAX_SEARCH_PAGE, toListingSummary, type ListingPin, type ListingSearch, type ListingSummary, type ListingView } from '@app/domain';
import type { WebServices } from '../../services/web-services.ts';

/** Every listing of a search: its first page, then the other pages at once (up to the last page a search allows). */
export async function searchEveryPage(services: WebServices, search: ListingSearch): Promise<ListingSummary[]> {
  const first = await services.listings.search({ ...search, page: 1 });
  const pages = Array.from({ length: Math.min(first.pageCount, MAX_SEARCH_PAGE) - 1 }, (_, index) => index + 2);
  const rest = await Promise.all(pages.map((page) => services.listings.search({ ...search, page })));
  return [first, ...rest].flatMap((results) => results.listings);
}

/** The homes for sale of some subdivisions (the search's default statuses), each subdivision searched on its own. */
export async function subdivisionsForSale(services: WebServices, subdivisions: readonly string[]): Promise<ListingSummary[]> {
  const lists = await Promise.all(subdivisions.map((subdivision) => searchEveryPage(services, { subdivision, sort: 'newest', page: 1 })));
  return lists.flat();
}

/** The map pins of some listings: those with coordinates. */
export function pinsOf(listings: readonly ListingSummary[]): ListingPin[] {
  return listings.flatMap(({ ListingKey, ListingId, Latitude, Longitude, ListPrice, StandardStatus }) =>
    Latitude === null || Longitude === null ? [] : [{ ListingKey, ListingId, Latitude, Longitude, ListPrice, StandardStatus }],
  );
}

/** The newest listings of several lists, each once, at most `limit` (newest by contract date, then by key). */
export function newestOf(lists: readonly (readonly ListingView[])[], limit: number): ListingSummary[] {
  const unique = new Map(lists.flat().map((listing) => [listing.ListingKey, listing]));
  return [...unique.values()]
    .sort((a, b) => (b.ListingContractDate ?? '').localeCompare(a.ListingContractDate ?? '') || a.ListingKey.localeCompare(b.ListingKey))
    .slice(0, limit)
    .map(toListingSummary);
}

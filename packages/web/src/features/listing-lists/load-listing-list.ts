import { ERROR_MESSAGES, MAX_SEARCH_PAGE, errorMessageOr, isListingListPublic, type ListingListName, type SearchResults } from '@app/domain';
import type { PublicConfig } from '../../app/public-config.ts';
import type { WebServices } from '../../services/web-services.ts';

/** One page of a fixed list, or why there is none. */
export interface ListingListData {
  readonly name: ListingListName;
  readonly page: number;
  readonly results: SearchResults | null;
  readonly error: string | null;
  /** False when the feed's licence keeps sold listings off the public site. */
  readonly shown: boolean;
}

/** The page number an address asks for: a whole number from 1, anything else reads as 1. */
export function pageFromParam(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_SEARCH_PAGE ? page : 1;
}

/** Loads one page of a list; a failure keeps the catalogue's message ('Failed to fetch properties'). */
export async function loadListingList(services: WebServices, config: PublicConfig, name: ListingListName, page: number): Promise<ListingListData> {
  if (!isListingListPublic(name, config)) return { name, page, results: null, error: null, shown: false };
  try {
    return { name, page, results: await services.listings.list(name, page), error: null, shown: true };
  } catch (error) {
    return { name, page, results: null, error: errorMessageOr(error, ERROR_MESSAGES.propertiesFetchFailed), shown: true };
  }
}

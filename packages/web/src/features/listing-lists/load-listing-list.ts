import {
  ERROR_MESSAGES,
  errorMessageOr,
  isListingListPublic,
  type ListingListName,
  type SearchResults,
} from '@app/domain';
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

/** Loads one page of a list; a failure keeps the catalogue's message ('Failed to fetch properties'). */
export async function loadListingList(
  services: WebServices,
  config: PublicConfig,
  name: ListingListName,
  page: number,
): Promise<ListingListData> {
  if (!isListingListPublic(name, config)) return { name, page, results: null, error: null, shown: false };
  try {
    return { name, page, results: await services.listListings(name, page), error: null, shown: true };
  } catch (error) {
    return {
      name,
      page,
      results: null,
      error: errorMessageOr(error, ERROR_MESSAGES.propertiesFetchFailed),
      shown: true,
    };
  }
}

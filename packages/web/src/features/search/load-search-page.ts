import {
  ERROR_MESSAGES,
  errorMessageOr,
  parseListingSearch,
  type Banner,
  type ListingSearch,
  type SearchResults,
  type ValidationIssue,
} from '@app/domain';
import type { PlainSearch } from '../../app/plain-search.ts';
import type { WebServices } from '../../services/web-services.ts';

/** What the search page shows: the search read from the address, its results, and what went wrong. */
export interface SearchPageData {
  readonly search: ListingSearch;
  /** Address parameters that broke a rule and were ignored. */
  readonly issues: ValidationIssue[];
  readonly results: SearchResults | null;
  /** The message to show when the search could not run. */
  readonly error: string | null;
}

/** Runs the search an address describes; a failure becomes a message, never a crashed page. */
export async function loadSearchPage(
  services: Pick<WebServices, 'searchListings'>,
  params: PlainSearch,
): Promise<SearchPageData> {
  const { search, issues } = parseListingSearch(params);
  try {
    return { search, issues, results: await services.searchListings(search), error: null };
  } catch (error) {
    return { search, issues, results: null, error: errorMessageOr(error, ERROR_MESSAGES.propertiesFetchError) };
  }
}

/** The first search-top banner showing now, or null (also when banners cannot be loaded: the search never fails for
 * it). */
export async function loadSearchBanner(services: Pick<WebServices, 'content'>): Promise<Banner | null> {
  try {
    const [banner] = await services.content.banners('search-top');
    return banner ?? null;
  } catch {
    return null;
  }
}

import { EMPTY_SEARCH, listingSearchParams, placeFilter, type PlaceSuggestion } from '@app/domain';

/** The quick search's choices, as search-page URL parameters. */
export interface QuickSearchInput {
  readonly q: string;
  readonly type: string;
  readonly maxPrice: string;
}

/** Property types the quick search offers (RESO PropertySubType values). */
export const QUICK_SEARCH_TYPES = [
  { value: '', label: 'Any home type' },
  { value: 'Single Family Residence', label: 'Single family' },
  { value: 'Condominium', label: 'Condo' },
  { value: 'Townhouse', label: 'Townhouse' },
  { value: 'Villa', label: 'Villa' },
] as const;

/** Price ceilings the quick search offers. */
export const QUICK_SEARCH_MAX_PRICES = [
  { value: '', label: 'Any price' },
  { value: '400000', label: 'Up to $400k' },
  { value: '750000', label: 'Up to $750k' },
  { value: '1000000', label: 'Up to $1M' },
  { value: '2000000', label: 'Up to $2M' },
  { value: '5000000', label: 'Up to $5M' },
] as const;

/** The /search parameters for a quick search, leaving out empty choices. */
export function quickSearchParams(input: QuickSearchInput): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(input) as [string, string][]) {
    const trimmed = value.trim();
    if (trimmed !== '') params[key] = trimmed;
  }
  return params;
}

/** The /search parameters of a picked city, community or ZIP code with the quick search's other choices. */
export function quickPlaceSearchParams(
  place: Pick<PlaceSuggestion, 'kind' | 'label'>,
  choices: Pick<QuickSearchInput, 'type' | 'maxPrice'>,
): Record<string, string> {
  return {
    ...listingSearchParams({ ...EMPTY_SEARCH, ...placeFilter(place) }),
    ...quickSearchParams({ q: '', ...choices }),
  };
}

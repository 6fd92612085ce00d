import type { ListingSearch } from './listing-search.ts';

/** The kinds of place a location box suggests, in the order their groups are shown. */
export const PLACE_KINDS = ['city', 'community', 'zip', 'address', 'mls'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The heading of each group of suggestions. */
export const PLACE_KIND_LABELS: Readonly<Record<PlaceKind, string>> = {
  city: 'Cities',
  community: 'Communities',
  zip: 'ZIP codes',
  address: 'Addresses',
  mls: 'MLS numbers',
};

/** One place a visitor may mean: what to show, how many homes for sale it holds, and what picking it selects. */
export interface PlaceSuggestion {
  readonly kind: PlaceKind;
  /** The place as written in the listings: `Naples`, `Pelican Bay`, `34108`, `2601 Sea Grape Ct`, `225000001`. */
  readonly label: string;
  /** More about an address or MLS number (the other half of the address); absent for other kinds. */
  readonly detail?: string;
  /** Homes for sale there (active, under contract, coming soon): one for an address or MLS number. */
  readonly homes: number;
  /** The listing an address or MLS number leads to; absent for other kinds. */
  readonly listingId?: string;
}

/** What to suggest places for: the visitor's text as typed (checked by `readPlaceQuery`) and a limit per kind. */
export interface PlaceSuggestionQuery {
  readonly text: string;
  readonly limitPerKind: number;
}

/**
 * The place index of the location boxes. `suggest` answers, for each kind, up to `limitPerKind` places
 * whose name is close to the text, typo-tolerant for cities and communities (trigram similarity: `Napels`
 * finds Naples, `pelican bey` Pelican Bay; a name that starts with the text counts as the closest), ZIP
 * codes and MLS numbers starting with it, addresses whose street number starts with its first word (a number)
 * and that hold every other word. Only places with homes
 * for sale are suggested. The answer is grouped in `PLACE_KINDS` order, the closest first within a kind
 * (then the most homes, then the name).
 */
export interface PlaceSuggestions {
  suggest(query: PlaceSuggestionQuery): Promise<PlaceSuggestion[]>;
}

/** The fewest and most characters a location box sends. */
export const PLACE_QUERY_MIN_LENGTH = 2;
export const PLACE_QUERY_MAX_LENGTH = 60;
/** Suggestions per kind a location box shows. */
export const PLACE_SUGGESTIONS_PER_KIND = 5;

/** The text of a place query, trimmed and with runs of spaces made one; an issue when it is too short or too long. */
export function readPlaceQuery(raw: string): { text: string } | { issue: string } {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text.length < PLACE_QUERY_MIN_LENGTH) return { issue: `must be at least ${PLACE_QUERY_MIN_LENGTH} characters` };
  if (text.length > PLACE_QUERY_MAX_LENGTH) return { issue: `must be at most ${PLACE_QUERY_MAX_LENGTH} characters` };
  return { text };
}

/** The search filter a picked city, community or ZIP code sets; null for an address or MLS number (a listing). */
export function placeFilter(
  suggestion: Pick<PlaceSuggestion, 'kind' | 'label'>,
): Pick<ListingSearch, 'city' | 'subdivision' | 'postalCode'> | null {
  switch (suggestion.kind) {
    case 'city':
      return { city: suggestion.label };
    case 'community':
      return { subdivision: suggestion.label };
    case 'zip':
      return { postalCode: suggestion.label };
    default:
      return null;
  }
}

/** Names closer to the text than this (trigram similarity, 0 to 1) are suggested. */
export const PLACE_NAME_MIN_SIMILARITY = 0.25;
/** The closeness given to a name that starts with the text, and to one with a word that does. */
export const PLACE_NAME_PREFIX_SCORE = 1;
export const PLACE_WORD_PREFIX_SCORE = 0.9;

/** Which kinds of place a text can name, as every adapter reads it. */
export interface PlaceQueryPlan {
  /** The text lower-cased: compared with city and community names when it holds a letter. */
  readonly name: string | null;
  /** Digits a ZIP code may start with (2 to 5 digits). */
  readonly zipPrefix: string | null;
  /** What an MLS number may start with: at least 3 digits, maybe after up to 3 letters. */
  readonly mlsPrefix: string | null;
  /**
   * An address: the street number's first digits (the text's first word, all digits) and the lower-cased words
   * after it, at least one with a letter, that the address, city, ZIP code or community all hold.
   */
  readonly address: { readonly number: string; readonly words: readonly string[] } | null;
}

/** The plan of a checked place query text (see `readPlaceQuery`). */
export function placeQueryPlan(text: string): PlaceQueryPlan {
  const lower = text.toLowerCase();
  const words = lower.split(' ').filter((word) => word !== '');
  const hasLetter = /\p{L}/u.test(lower);
  const [first = '', ...rest] = words;
  const isAddress = /^\d+$/.test(first) && rest.some((word) => /\p{L}/u.test(word));
  return {
    name: hasLetter ? lower : null,
    zipPrefix: /^\d{2,5}$/.test(lower) ? lower : null,
    mlsPrefix: /^[a-z]{0,3}\d{3,}$/.test(lower) ? lower : null,
    address: isAddress ? { number: first, words: rest } : null,
  };
}

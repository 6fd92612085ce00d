import type { ListingSearch } from '../listing-search.ts';

/** A place a phrase names, as the place index knows it. */
export interface ResolvedPlace {
  readonly kind: 'city' | 'community' | 'zip';
  readonly label: string;
}

/** Finds the city, community or ZIP code a phrase names ("naples", "pelican bay"), or null. */
export type PlaceResolver = (phrase: string) => Promise<ResolvedPlace | null>;

/** A phrase the interpreter will not turn into a filter, and why. */
export interface RefusedPhrase {
  readonly phrase: string;
  readonly reason: string;
}

/** What a typed sentence asks for, as search filters. */
export interface QueryInterpretation {
  /** The filters (and order) recognised; what no filter takes is in `remarks`, or in `q` when nothing was. */
  readonly search: ListingSearch;
  /** Wishes no filter of ours holds ("gulf access", "dock"): searched for in the listings' descriptions. */
  readonly unsupported: readonly string[];
  /** Phrases that would filter on a characteristic the Fair Housing Act protects, left out, with the reason. */
  readonly refused: readonly RefusedPhrase[];
}

/**
 * Turns a sentence ("3 bed pool home in Naples under 800k") into search filters. The rule-based
 * interpreter (`createRuleQueryInterpreter`) is deterministic and fast; a language-model adapter
 * could serve the same port later, held to the same table of sentences.
 */
export interface QueryInterpreter {
  interpret(sentence: string): Promise<QueryInterpretation>;
}

/** The longest sentence the interpreter reads. */
export const MAX_SENTENCE_LENGTH = 200;

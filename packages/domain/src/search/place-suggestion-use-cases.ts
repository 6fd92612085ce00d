import { PLACE_KINDS, type PlaceSuggestion, type PlaceSuggestions } from './place-suggestions.port.ts';

/** A group of suggestions of one kind, as a location box lists them. */
export interface PlaceSuggestionGroup {
  readonly kind: PlaceSuggestion['kind'];
  readonly suggestions: readonly PlaceSuggestion[];
}

/** The suggestions of a checked query text, grouped by kind in `PLACE_KINDS` order; empty groups left out. */
export function createSuggestPlaces(places: PlaceSuggestions, limitPerKind: number) {
  return async (text: string): Promise<PlaceSuggestionGroup[]> =>
    groupPlaceSuggestions(await places.suggest({ text, limitPerKind }));
}

/** Suggestions grouped by kind, in `PLACE_KINDS` order and their own order within a kind. */
export function groupPlaceSuggestions(suggestions: readonly PlaceSuggestion[]): PlaceSuggestionGroup[] {
  return PLACE_KINDS.map((kind) => ({ kind, suggestions: suggestions.filter((item) => item.kind === kind) })).filter(
    (group) => group.suggestions.length > 0,
  );
}

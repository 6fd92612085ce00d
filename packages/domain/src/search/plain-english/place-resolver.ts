import type { PlaceSuggestions } from '../place-suggestions.port.ts';
import { trigramSimilarity } from '../trigram-similarity.ts';
import type { PlaceResolver, ResolvedPlace } from './query-interpreter.port.ts';

/** How close (trigram similarity) a phrase must be to a place's name to name it: typos pass, other words do not. */
export const PLACE_PHRASE_MIN_SIMILARITY = 0.45;
/** A one-word typo ("napels") passes with less when the phrase is as long as the name and starts like it. */
export const PLACE_TYPO_MIN_SIMILARITY = 0.25;

const words = (text: string) => text.split(' ').filter((word) => word !== '').length;

/** Whether a phrase names a place: as many words (a leading "the" aside), and the same or close letters. */
function closeEnough(phrase: string, name: string): boolean {
  const lower = name.toLowerCase().replace(/^the /, '');
  if (lower === phrase) return true;
  if (words(lower) !== words(phrase)) return false;
  const similarity = trigramSimilarity(phrase, lower);
  if (similarity >= PLACE_PHRASE_MIN_SIMILARITY) return true;
  return (
    phrase.length >= 5 &&
    Math.abs(phrase.length - lower.length) <= 1 &&
    phrase.slice(0, 2) === lower.slice(0, 2) &&
    similarity >= PLACE_TYPO_MIN_SIMILARITY
  );
}

/**
 * A place resolver over the place index: the closest city, community or ZIP code the index
 * suggests for the phrase, when its name is close enough to the whole phrase (a city before a
 * community, as the index orders them).
 */
export function createPlaceResolver(places: PlaceSuggestions): PlaceResolver {
  return async (phrase) => {
    const suggestions = await places.suggest({ text: phrase, limitPerKind: 1 });
    for (const suggestion of suggestions) {
      if (suggestion.kind !== 'city' && suggestion.kind !== 'community' && suggestion.kind !== 'zip') continue;
      if (closeEnough(phrase, suggestion.label))
        return { kind: suggestion.kind, label: suggestion.label } satisfies ResolvedPlace;
    }
    return null;
  };
}

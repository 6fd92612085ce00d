import type { PlaceSuggestion } from '../search/place-suggestions.port.ts';

/** What a typed subdivision name links to: an MLS subdivision (with its homes for sale), or none and the closest. */
export type SubdivisionCheck =
  | { readonly known: true; readonly homes: number }
  | { readonly known: false; readonly closest: PlaceSuggestion | null };

/**
 * Whether a name is an MLS subdivision, among the place suggestions for it: known exactly when a community suggestion
 * is written the same, letter case aside (as the public page's search matches it); otherwise the closest community
 * suggestion (the first: the place index answers the closest first), if any.
 */
export function checkSubdivisionName(name: string, suggestions: readonly PlaceSuggestion[]): SubdivisionCheck {
  const communities = suggestions.filter((suggestion) => suggestion.kind === 'community');
  const wanted = name.toLocaleLowerCase('en-US');
  const same = communities.find((suggestion) => suggestion.label.toLocaleLowerCase('en-US') === wanted);
  if (same !== undefined) return { known: true, homes: same.homes };
  return { known: false, closest: communities[0] ?? null };
}

/** A subdivision as a picker lists it: `Fiddler's Creek (30)`. */
export function subdivisionOptionLabel(suggestion: Pick<PlaceSuggestion, 'label' | 'homes'>): string {
  return `${suggestion.label} (${suggestion.homes})`;
}

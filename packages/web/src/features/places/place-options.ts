import { PLACE_KIND_LABELS, type PlaceSuggestion, type PlaceSuggestionGroup } from '@app/domain';
import type { ComboboxGroup, ComboboxOption } from '../../ui/combobox.tsx';
import { formatCount } from '../../format/numbers.ts';

/** The key of a suggestion among all those of one answer. */
export const placeKey = (suggestion: PlaceSuggestion) =>
  `${suggestion.kind}-${suggestion.listingId ?? suggestion.label}`;

function homesText(homes: number): string {
  return `${formatCount(homes)} ${homes === 1 ? 'home' : 'homes'}`;
}

function optionOf(suggestion: PlaceSuggestion): ComboboxOption {
  const listing = suggestion.listingId !== undefined;
  return {
    key: placeKey(suggestion),
    label: suggestion.label,
    ...(suggestion.detail === undefined ? {} : { detail: suggestion.detail }),
    ...(listing ? {} : { meta: homesText(suggestion.homes) }),
  };
}

/** The combobox's groups of an answer: one per kind, under its heading, with each place's homes for sale. */
export function placeOptionGroups(groups: readonly PlaceSuggestionGroup[]): ComboboxGroup[] {
  return groups.map((group) => ({
    key: group.kind,
    heading: PLACE_KIND_LABELS[group.kind],
    options: group.suggestions.map(optionOf),
  }));
}

/** The suggestion a picked option stands for. */
export function suggestionOf(groups: readonly PlaceSuggestionGroup[], key: string): PlaceSuggestion | undefined {
  return groups.flatMap((group) => group.suggestions).find((suggestion) => placeKey(suggestion) === key);
}

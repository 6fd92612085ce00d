import type { CSSProperties } from 'react';
import type { PlaceSuggestion } from '@app/domain';
import { Combobox } from '../../ui/combobox.tsx';
import { placeOptionGroups, suggestionOf } from './place-options.ts';
import { usePlaceSuggestions } from './use-place-suggestions.ts';

interface PlaceSearchBoxProps {
  readonly id: string;
  readonly label: string;
  readonly name?: string;
  readonly placeholder?: string;
  readonly size?: 'sm' | 'md';
  readonly style?: CSSProperties;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** A suggested place was chosen. */
  readonly onPickPlace: (place: PlaceSuggestion) => void;
  /** Enter on the text itself (no suggestion active). */
  readonly onSubmitText?: (text: string) => void;
  readonly onBlur?: (text: string) => void;
}

/** A location box: the visitor's text with suggested cities, communities, ZIP codes, addresses and MLS numbers. */
export function PlaceSearchBox({ onPickPlace, ...props }: PlaceSearchBoxProps) {
  const answer = usePlaceSuggestions(props.value);
  return (
    <Combobox
      {...props}
      groups={placeOptionGroups(answer)}
      onPick={(option) => {
        const place = suggestionOf(answer, option.key);
        if (place !== undefined) onPickPlace(place);
      }}
    />
  );
}

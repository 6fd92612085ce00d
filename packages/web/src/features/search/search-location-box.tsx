import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { placeFilter, type ListingSearch, type PlaceSuggestion } from '@app/domain';
import { PlaceSearchBox } from '../places/place-search-box.tsx';

interface SearchLocationBoxProps {
  /** The free text of the search, as the address holds it. */
  readonly value: string;
  /** Applies a change of the search's filters (a new address). */
  readonly onChange: (patch: Partial<ListingSearch>) => void;
}

/**
 * The search page's location box: a suggested city, community or ZIP code becomes that filter
 * (and the free text is dropped), an address or MLS number opens its listing; typed text is
 * applied on Enter or when the box loses focus, not on every keystroke.
 */
export function SearchLocationBox({ value, onChange }: SearchLocationBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = (text: string) => {
    if (text.trim() !== value) onChange({ q: text.trim() || undefined });
  };
  const pick = (place: PlaceSuggestion) => {
    const filter = placeFilter(place);
    if (filter !== null) {
      setDraft('');
      onChange({ ...filter, q: undefined });
    } else if (place.listingId !== undefined)
      void navigate({ to: '/properties/$listingId', params: { listingId: place.listingId } });
  };
  return (
    <PlaceSearchBox
      id={`search-location-${id.replace(/:/g, '')}`}
      label="Location, address or MLS #"
      placeholder="Street, city, ZIP, community…"
      size="sm"
      value={draft}
      onValueChange={setDraft}
      onPickPlace={pick}
      onSubmitText={commit}
      onBlur={commit}
    />
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { placeFilter, type ListingSearch, type PlaceSuggestion } from '@app/domain';
import { useServices } from '../../app/services-context.tsx';
import { PlaceSearchBox } from '../places/place-search-box.tsx';
import { interpretedChange } from './interpreted-search.ts';
import ui from './search-ui.module.css';

interface SearchLocationBoxProps {
  /** The free text of the search, as the address holds it. */
  readonly value: string;
  /** Applies a change of the search's filters (a new address). */
  readonly onChange: (patch: Partial<ListingSearch>) => void;
}

/**
 * The search page's location box: a suggested city, community or ZIP code becomes that filter
 * (and the free text is dropped), an address or MLS number opens its listing. Typed text is read
 * as a sentence on Enter or when the box loses focus ("3 bed pool home in Naples under 800k"
 * becomes three filters, shown as chips); a phrase refused under the Fair Housing Act is
 * explained under the box. Should the interpreter fail, the text is searched as it is.
 */
export function SearchLocationBox({ value, onChange }: SearchLocationBoxProps) {
  const id = useId().replace(/:/g, '');
  const navigate = useNavigate();
  const services = useServices();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [note, setNote] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = async (text: string) => {
    const typed = text.trim();
    if (typed === value) return;
    if (typed === '') {
      setNote(null);
      onChange({ q: undefined });
      return;
    }
    try {
      const answer = await services.interpretSearch(typed);
      setNote(answer.refused[0]?.reason ?? null);
      setDraft(answer.search.q ?? '');
      onChange(interpretedChange(answer.search));
    } catch {
      onChange({ q: typed });
    }
  };
  const pick = (place: PlaceSuggestion) => {
    const filter = placeFilter(place);
    setNote(null);
    if (filter !== null) {
      setDraft('');
      onChange({ ...filter, q: undefined });
    } else if (place.listingId !== undefined)
      void navigate({ to: '/properties/$listingId', params: { listingId: place.listingId } });
  };
  return (
    <div>
      <PlaceSearchBox
        id={`search-location-${id}`}
        label="Location, address or MLS #"
        placeholder="Try “3 bed pool home in Naples under 800k”"
        size="sm"
        value={draft}
        onValueChange={setDraft}
        onPickPlace={pick}
        onSubmitText={(text) => void commit(text)}
        onBlur={(text) => void commit(text)}
      />
      <p className={`${ui.text} ${ui.dimmed}`} data-size="xs" role="status">
        {note}
      </p>
    </div>
  );
}

import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { listingSearchParams, type PlaceSuggestion } from '@app/domain';
import { useServices } from '../../app/services-context.tsx';
import { PlainButton } from '../../ui/button.tsx';
import { SelectField } from '../../ui/field.tsx';
import { PlaceSearchBox } from '../places/place-search-box.tsx';
import {
  QUICK_SEARCH_MAX_PRICES,
  QUICK_SEARCH_TYPES,
  quickPlaceSearchParams,
  quickSearchParams,
} from './quick-search.ts';
import classes from './quick-search-form.module.css';

/**
 * The home page's quick search. A plain GET form to /search, so it works before the
 * script loads; once hydrated it navigates in the app.
 */
export function QuickSearchForm() {
  const navigate = useNavigate();
  const services = useServices();
  const [q, setQ] = useState('');
  const [type, setType] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  // A refusal is explained once; searching again with the same words searches the rest.
  const [refusal, setRefusal] = useState<{ text: string; reason: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = q.trim();
    const choices = quickSearchParams({ q: '', type, maxPrice });
    let search = quickSearchParams({ q, type, maxPrice });
    if (text !== '') {
      try {
        const answer = await services.interpretSearch(text);
        const reason = answer.refused[0]?.reason;
        if (reason !== undefined && refusal?.text !== text) {
          setRefusal({ text, reason });
          return;
        }
        search = { ...listingSearchParams(answer.search), ...choices };
      } catch {
        // The sentence is searched as typed when it cannot be read.
      }
    }
    await navigate({ to: '/search', search });
  }

  function pick(place: PlaceSuggestion) {
    if (place.listingId !== undefined)
      void navigate({ to: '/properties/$listingId', params: { listingId: place.listingId } });
    else void navigate({ to: '/search', search: quickPlaceSearchParams(place, { type, maxPrice }) });
  }

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label="Quick property search"
      onSubmit={(event) => void submit(event)}
      className={classes.form}
    >
      <div className={classes.fields}>
        <PlaceSearchBox
          id="quick-search-q"
          name="q"
          label="Location or MLS #"
          placeholder="City, ZIP, community or MLS #"
          value={q}
          onValueChange={setQ}
          onPickPlace={pick}
          style={{ flex: '2 1 260px' }}
        />
        <SelectField
          id="quick-search-type"
          name="type"
          label="Home type"
          options={QUICK_SEARCH_TYPES}
          value={type}
          onChange={(event) => setType(event.currentTarget.value)}
          style={{ flex: '1 1 180px' }}
        />
        <SelectField
          id="quick-search-max-price"
          name="maxPrice"
          label="Price"
          options={QUICK_SEARCH_MAX_PRICES}
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.currentTarget.value)}
          style={{ flex: '1 1 150px' }}
        />
        <PlainButton
          type="submit"
          size="md"
          color="coral"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          style={{ flex: '0 0 auto' }}
        >
          Search
        </PlainButton>
      </div>
      <p className={classes.note} role="status">
        {refusal?.reason}
      </p>
    </form>
  );
}

import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { PlaceSuggestion } from '@app/domain';
import { PlainButton } from '../../ui/button.tsx';
import { SelectField } from '../../ui/field.tsx';
import { PlaceSearchBox } from '../places/place-search-box.tsx';
import { QUICK_SEARCH_MAX_PRICES, QUICK_SEARCH_TYPES, quickPlaceSearchParams, quickSearchParams } from './quick-search.ts';
import classes from './quick-search-form.module.css';

/**
 * The home page's quick search. A plain GET form to /search, so it works before the
 * script loads; once hydrated it navigates in the app.
 */
export function QuickSearchForm() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [type, setType] = useState('');
  const [maxPrice, setMaxPrice] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate({ to: '/search', search: quickSearchParams({ q, type, maxPrice }) });
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
      onSubmit={submit}
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
    </form>
  );
}

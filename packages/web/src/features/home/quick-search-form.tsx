import { Button, Group, NativeSelect, Paper, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { QUICK_SEARCH_MAX_PRICES, QUICK_SEARCH_TYPES, quickSearchParams } from './quick-search.ts';

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

  return (
    <Paper
      component="form"
      action="/search"
      method="get"
      role="search"
      aria-label="Quick property search"
      onSubmit={submit}
      p="md"
      radius="lg"
      shadow="xl"
      c="black"
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          name="q"
          label="Location or MLS #"
          placeholder="City, ZIP, community or MLS #"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          style={{ flex: '2 1 260px' }}
          size="md"
        />
        <NativeSelect
          name="type"
          label="Home type"
          data={QUICK_SEARCH_TYPES.map((option) => ({ ...option }))}
          value={type}
          onChange={(event) => setType(event.currentTarget.value)}
          style={{ flex: '1 1 180px' }}
          size="md"
        />
        <NativeSelect
          name="maxPrice"
          label="Price"
          data={QUICK_SEARCH_MAX_PRICES.map((option) => ({ ...option }))}
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.currentTarget.value)}
          style={{ flex: '1 1 150px' }}
          size="md"
        />
        <Button
          type="submit"
          size="md"
          color="coral.7"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          style={{ flex: '0 0 auto' }}
        >
          Search
        </Button>
      </Group>
    </Paper>
  );
}

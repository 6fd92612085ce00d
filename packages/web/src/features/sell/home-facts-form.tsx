import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { PlaceSuggestion, ValidationIssue } from '@app/domain';
import { PlaceSearchBox } from '../places/place-search-box.tsx';
import type { SellParams } from './sell-params.ts';

const FACTS = [
  { name: 'livingArea', label: 'Living area (sq ft)', required: true },
  { name: 'bedrooms', label: 'Bedrooms', required: false },
  { name: 'bathrooms', label: 'Bathrooms', required: false },
  { name: 'yearBuilt', label: 'Year built', required: false },
  { name: 'subdivision', label: 'Subdivision or community', required: false },
  { name: 'city', label: 'City', required: false },
] as const;

/** The form's values as address parameters: typed facts only (a picked address navigates at once). */
function factsOf(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const entries = FACTS.map(({ name }) => {
    const value = data.get(name);
    return [name, typeof value === 'string' ? value.trim() : ''] as const;
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/**
 * The home to value: an address with suggestions (picking one values that home), or its facts typed. A plain GET form,
 * so it works before the page's script runs; with it, the address changes without a reload.
 */
export function HomeFactsForm({ params, issues }: { params: SellParams; issues: readonly ValidationIssue[] }) {
  const navigate = useNavigate();
  const [address, setAddress] = useState(params.address ?? '');
  const [subdivision, setSubdivision] = useState(params.subdivision ?? '');
  const [city, setCity] = useState(params.city ?? '');
  const errorOf = (field: string) => issues.find((issue) => issue.field === field)?.message;
  const pick = (place: PlaceSuggestion) => {
    if (place.listingId !== undefined)
      void navigate({ to: '/sell', search: { listingId: place.listingId, address: place.label } });
    else if (place.kind === 'city') setCity(place.label);
    else if (place.kind === 'community') setSubdivision(place.label);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({ to: '/sell', search: factsOf(event.currentTarget) });
  };
  const controlled: Record<string, [string, (value: string) => void]> = {
    subdivision: [subdivision, setSubdivision],
    city: [city, setCity],
  };
  return (
    <Stack gap="lg" component="section" aria-labelledby="sell-home-title">
      <Title order={2} id="sell-home-title" size="h3">
        Your home
      </Title>
      <PlaceSearchBox
        id="sell-address"
        label="Address"
        placeholder="Start typing your street address"
        value={address}
        onValueChange={setAddress}
        onPickPlace={pick}
      />
      <form method="get" action="/sell" onSubmit={submit} aria-labelledby="sell-facts-title">
        <Text id="sell-facts-title" fw={600}>
          Not in the list? Describe your home
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" mt="xs">
          {FACTS.map(({ name, label, required }) => {
            const [value, setValue] = controlled[name] ?? [];
            return (
              <TextInput
                key={name}
                id={`sell-${name}`}
                name={name}
                label={label}
                required={required}
                inputMode={name === 'city' || name === 'subdivision' ? 'text' : 'decimal'}
                error={errorOf(name)}
                {...(setValue === undefined
                  ? { defaultValue: params[name] ?? '' }
                  : { value, onChange: (event) => setValue(event.currentTarget.value) })}
              />
            );
          })}
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" color="brand.8">
            Estimate my home’s value
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

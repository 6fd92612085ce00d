import { Button, Checkbox, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PROPERTY_TYPES, SEARCH_STATUS_SLUGS, SERVICE_AREA_CITIES, type ListingSearch, type StandardStatus } from '@app/domain';
import { CommittedTextInput } from './committed-text-input.tsx';
import { clearedSearch, withFilters } from './filter-chips.ts';
import { AREA_OPTIONS, BATH_OPTIONS, BED_OPTIONS, LOT_OPTIONS, PRICE_OPTIONS, STATUS_LABELS, YEAR_OPTIONS } from './search-options.ts';

interface SearchFiltersProps {
  readonly search: ListingSearch;
  readonly onChange: (search: ListingSearch) => void;
  readonly showSold: boolean;
}

const numberOrUndefined = (value: string | null) => (value === null || value === '' ? undefined : Number(value));
const selected = (value: number | undefined) => (value === undefined ? null : String(value));

function statusSlugs(statuses: readonly StandardStatus[] | undefined): string[] {
  return (statuses ?? []).map((status) => Object.entries(SEARCH_STATUS_SLUGS).find(([, value]) => value === status)?.[0] ?? '').filter(Boolean);
}

/** Every filter of the property search; each change becomes a new address (and a new search). */
export function SearchFilters({ search, onChange, showSold }: SearchFiltersProps) {
  const set = (patch: Parameters<typeof withFilters>[1]) => onChange(withFilters(search, patch));
  const subtypes = search.propertyType ? (PROPERTY_TYPES[search.propertyType as keyof typeof PROPERTY_TYPES] ?? []) : Object.values(PROPERTY_TYPES).flat();
  const statusChoices = Object.keys(SEARCH_STATUS_SLUGS).filter((slug) => showSold || slug !== 'closed');
  return (
    <Stack gap="md" component="form" aria-label="Search filters" onSubmit={(event) => event.preventDefault()}>
      <CommittedTextInput
        label="Location, address or MLS #"
        placeholder="Street, city, ZIP, community…"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search.q ?? ''}
        onCommit={(q) => set({ q: q || undefined })}
      />
      <Select label="City" placeholder="Any city" data={[...SERVICE_AREA_CITIES]} value={search.city ?? null} onChange={(city) => set({ city: city ?? undefined })} clearable searchable />
      <Group grow gap="xs">
        <CommittedTextInput label="ZIP code" inputMode="numeric" maxLength={5} value={search.postalCode ?? ''} onCommit={(zip) => set({ postalCode: zip || undefined })} />
        <CommittedTextInput label="Community" value={search.subdivision ?? ''} onCommit={(subdivision) => set({ subdivision: subdivision || undefined })} />
      </Group>
      <Group grow gap="xs">
        <Select label="Min price" placeholder="No min" data={PRICE_OPTIONS} value={selected(search.minPrice)} onChange={(v) => set({ minPrice: numberOrUndefined(v) })} clearable />
        <Select label="Max price" placeholder="No max" data={PRICE_OPTIONS} value={selected(search.maxPrice)} onChange={(v) => set({ maxPrice: numberOrUndefined(v) })} clearable />
      </Group>
      <Group grow gap="xs">
        <Select label="Bedrooms" placeholder="Any" data={BED_OPTIONS} value={selected(search.minBeds)} onChange={(v) => set({ minBeds: numberOrUndefined(v) })} clearable />
        <Select label="Bathrooms" placeholder="Any" data={BATH_OPTIONS} value={selected(search.minBaths)} onChange={(v) => set({ minBaths: numberOrUndefined(v) })} clearable />
      </Group>
      <Select
        label="Property type"
        placeholder="Any type"
        data={Object.keys(PROPERTY_TYPES)}
        value={search.propertyType ?? null}
        onChange={(propertyType) => set({ propertyType: propertyType ?? undefined, propertySubType: undefined })}
        clearable
      />
      <Select label="Home style" placeholder="Any style" data={[...subtypes]} value={search.propertySubType ?? null} onChange={(v) => set({ propertySubType: v ?? undefined })} clearable />
      <Checkbox.Group
        label="Status"
        value={statusSlugs(search.statuses)}
        onChange={(slugs) => set({ statuses: slugs.length === 0 ? undefined : slugs.map((slug) => SEARCH_STATUS_SLUGS[slug] as StandardStatus) })}
      >
        <Stack gap={6} mt={6}>
          {statusChoices.map((slug) => (
            <Checkbox key={slug} value={slug} label={STATUS_LABELS[slug]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Text size="xs" c="dimmed" mt={-8}>
        With no status chosen, homes for sale, under contract and coming soon are shown.
      </Text>
      <Group grow gap="xs">
        <Select label="Min size" placeholder="Any" data={AREA_OPTIONS} value={selected(search.minLivingArea)} onChange={(v) => set({ minLivingArea: numberOrUndefined(v) })} clearable />
        <Select label="Max size" placeholder="Any" data={AREA_OPTIONS} value={selected(search.maxLivingArea)} onChange={(v) => set({ maxLivingArea: numberOrUndefined(v) })} clearable />
      </Group>
      <Group grow gap="xs">
        <Select label="Lot size" placeholder="Any" data={LOT_OPTIONS} value={selected(search.minLotAcres)} onChange={(v) => set({ minLotAcres: numberOrUndefined(v) })} clearable />
        <Select label="Year built" placeholder="Any" data={YEAR_OPTIONS} value={selected(search.minYearBuilt)} onChange={(v) => set({ minYearBuilt: numberOrUndefined(v) })} clearable />
      </Group>
      <Switch label="Open houses only" checked={search.openHouses === true} onChange={(event) => set({ openHouses: event.currentTarget.checked || undefined })} />
      <Switch label="Price reduced" checked={search.priceReduced === true} onChange={(event) => set({ priceReduced: event.currentTarget.checked || undefined })} />
      <Switch label="Waterfront" checked={search.waterfront === true} onChange={(event) => set({ waterfront: event.currentTarget.checked || undefined })} />
      <Switch label="Private pool" checked={search.pool === true} onChange={(event) => set({ pool: event.currentTarget.checked || undefined })} />
      <Button variant="subtle" onClick={() => onChange(clearedSearch(search))}>
        Clear all filters
      </Button>
    </Stack>
  );
}

import { Button, Checkbox, Group, Stack, Switch, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  PROPERTY_TYPES,
  SEARCH_STATUS_SLUGS,
  SERVICE_AREA_CITIES,
  type ListingSearch,
  type StandardStatus,
} from '@app/domain';
import { CommittedTextInput } from './committed-text-input.tsx';
import { FilterSelect } from './filter-select.tsx';
import { clearedSearch, withFilters } from './filter-chips.ts';
import { formatPrice } from '../listings/format.ts';
import {
  AREA_OPTIONS,
  BATH_OPTIONS,
  BED_OPTIONS,
  LOT_OPTIONS,
  PRICE_OPTIONS,
  STATUS_LABELS,
  YEAR_OPTIONS,
} from './search-options.ts';

interface SearchFiltersProps {
  readonly search: ListingSearch;
  readonly onChange: (search: ListingSearch) => void;
  readonly showSold: boolean;
}

const numberOrUndefined = (value: string | null) => (value === null || value === '' ? undefined : Number(value));
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const selected = (value: number | undefined) => (value === undefined ? null : String(value));

function statusSlugs(statuses: readonly StandardStatus[] | undefined): string[] {
  return (statuses ?? [])
    .map((status) => Object.entries(SEARCH_STATUS_SLUGS).find(([, value]) => value === status)?.[0] ?? '')
    .filter(Boolean);
}

/** Every filter of the property search; each change becomes a new address (and a new search). */
export function SearchFilters({ search, onChange, showSold }: SearchFiltersProps) {
  const set = (patch: Parameters<typeof withFilters>[1]) => onChange(withFilters(search, patch));
  const subtypes = search.propertyType
    ? (PROPERTY_TYPES[search.propertyType as keyof typeof PROPERTY_TYPES] ?? [])
    : Object.values(PROPERTY_TYPES).flat();
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
      <FilterSelect
        label="City"
        anyLabel="Any city"
        options={asOptions(SERVICE_AREA_CITIES)}
        value={search.city ?? null}
        onChange={(city) => set({ city: city ?? undefined })}
      />
      <Group grow gap="xs">
        <CommittedTextInput
          label="ZIP code"
          inputMode="numeric"
          maxLength={5}
          value={search.postalCode ?? ''}
          onCommit={(zip) => set({ postalCode: zip || undefined })}
        />
        <CommittedTextInput
          label="Community"
          value={search.subdivision ?? ''}
          onCommit={(subdivision) => set({ subdivision: subdivision || undefined })}
        />
      </Group>
      <Group grow gap="xs">
        <FilterSelect
          label="Min price"
          anyLabel="No min"
          options={PRICE_OPTIONS}
          value={selected(search.minPrice)}
          onChange={(v) => set({ minPrice: numberOrUndefined(v) })}
          describe={(price) => formatPrice(Number(price))}
        />
        <FilterSelect
          label="Max price"
          anyLabel="No max"
          options={PRICE_OPTIONS}
          value={selected(search.maxPrice)}
          onChange={(v) => set({ maxPrice: numberOrUndefined(v) })}
          describe={(price) => formatPrice(Number(price))}
        />
      </Group>
      <Group grow gap="xs">
        <FilterSelect
          label="Bedrooms"
          anyLabel="Any"
          options={BED_OPTIONS}
          value={selected(search.minBeds)}
          onChange={(v) => set({ minBeds: numberOrUndefined(v) })}
        />
        <FilterSelect
          label="Bathrooms"
          anyLabel="Any"
          options={BATH_OPTIONS}
          value={selected(search.minBaths)}
          onChange={(v) => set({ minBaths: numberOrUndefined(v) })}
        />
      </Group>
      <FilterSelect
        label="Property type"
        anyLabel="Any type"
        options={asOptions(Object.keys(PROPERTY_TYPES))}
        value={search.propertyType ?? null}
        onChange={(propertyType) => set({ propertyType: propertyType ?? undefined, propertySubType: undefined })}
      />
      <FilterSelect
        label="Home style"
        anyLabel="Any style"
        options={asOptions(subtypes)}
        value={search.propertySubType ?? null}
        onChange={(v) => set({ propertySubType: v ?? undefined })}
      />
      <Checkbox.Group
        label="Status"
        value={statusSlugs(search.statuses)}
        onChange={(slugs) =>
          set({
            statuses: slugs.length === 0 ? undefined : slugs.map((slug) => SEARCH_STATUS_SLUGS[slug] as StandardStatus),
          })
        }
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
        <FilterSelect
          label="Min size"
          anyLabel="Any"
          options={AREA_OPTIONS}
          value={selected(search.minLivingArea)}
          onChange={(v) => set({ minLivingArea: numberOrUndefined(v) })}
        />
        <FilterSelect
          label="Max size"
          anyLabel="Any"
          options={AREA_OPTIONS}
          value={selected(search.maxLivingArea)}
          onChange={(v) => set({ maxLivingArea: numberOrUndefined(v) })}
        />
      </Group>
      <Group grow gap="xs">
        <FilterSelect
          label="Lot size"
          anyLabel="Any"
          options={LOT_OPTIONS}
          value={selected(search.minLotAcres)}
          onChange={(v) => set({ minLotAcres: numberOrUndefined(v) })}
        />
        <FilterSelect
          label="Year built"
          anyLabel="Any"
          options={YEAR_OPTIONS}
          value={selected(search.minYearBuilt)}
          onChange={(v) => set({ minYearBuilt: numberOrUndefined(v) })}
        />
      </Group>
      <Switch
        label="Open houses only"
        checked={search.openHouses === true}
        onChange={(event) => set({ openHouses: event.currentTarget.checked || undefined })}
      />
      <Switch
        label="Price reduced"
        checked={search.priceReduced === true}
        onChange={(event) => set({ priceReduced: event.currentTarget.checked || undefined })}
      />
      <Switch
        label="Waterfront"
        checked={search.waterfront === true}
        onChange={(event) => set({ waterfront: event.currentTarget.checked || undefined })}
      />
      <Switch
        label="Private pool"
        checked={search.pool === true}
        onChange={(event) => set({ pool: event.currentTarget.checked || undefined })}
      />
      <Button variant="subtle" onClick={() => onChange(clearedSearch(search))}>
        Clear all filters
      </Button>
    </Stack>
  );
}

import { useId } from 'react';
import {
  PROPERTY_TYPES,
  SEARCH_STATUS_SLUGS,
  SERVICE_AREA_CITIES,
  type ListingSearch,
  type StandardStatus,
} from '@app/domain';
import { CommittedTextInput } from './committed-text-input.tsx';
import { FilterSelect } from './filter-select.tsx';
import { FilterSwitch } from './filter-switch.tsx';
import { FloridaFilters } from './florida-filters.tsx';
import { SearchLocationBox } from './search-location-box.tsx';
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
import { ButtonContent } from './search-ui.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import css from './search-page.module.css';
import ui from './search-ui.module.css';

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
    <form className={css.filters} aria-label="Search filters" onSubmit={(event) => event.preventDefault()}>
      <SearchLocationBox value={search.q ?? ''} onChange={set} />
      <FilterSelect
        label="City"
        anyLabel="Any city"
        options={asOptions(SERVICE_AREA_CITIES)}
        value={search.city ?? null}
        onChange={(city) => set({ city: city ?? undefined })}
      />
      <div className={css.pair}>
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
      </div>
      <div className={css.pair}>
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
      </div>
      <div className={css.pair}>
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
      </div>
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
      <StatusChoices
        choices={statusChoices}
        value={statusSlugs(search.statuses)}
        onChange={(slugs) =>
          set({
            statuses: slugs.length === 0 ? undefined : slugs.map((slug) => SEARCH_STATUS_SLUGS[slug] as StandardStatus),
          })
        }
      />
      <p className={css.statusNote}>With no status chosen, homes for sale, under contract and coming soon are shown.</p>
      <div className={css.pair}>
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
      </div>
      <div className={css.pair}>
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
      </div>
      <FilterSwitch
        label="Open houses only"
        checked={search.openHouses === true}
        onChange={(openHouses) => set({ openHouses: openHouses || undefined })}
      />
      <FilterSwitch
        label="Price reduced"
        checked={search.priceReduced === true}
        onChange={(priceReduced) => set({ priceReduced: priceReduced || undefined })}
      />
      <FilterSwitch
        label="Waterfront"
        checked={search.waterfront === true}
        onChange={(waterfront) => set({ waterfront: waterfront || undefined })}
      />
      <FilterSwitch
        label="Private pool"
        checked={search.pool === true}
        onChange={(pool) => set({ pool: pool || undefined })}
      />
      <FloridaFilters search={search} set={set} />
      <button type="button" className={ui.button} data-variant="subtle" onClick={() => onChange(clearedSearch(search))}>
        <ButtonContent>Clear all filters</ButtonContent>
      </button>
    </form>
  );
}

/** The status filter: a group of checkboxes (Mantine's Checkbox.Group look), the chosen slugs as its value. */
function StatusChoices({
  choices,
  value,
  onChange,
}: {
  choices: readonly string[];
  value: readonly string[];
  onChange: (slugs: string[]) => void;
}) {
  const id = useId();
  return (
    <div className={ui.field}>
      <div className={ui.label} id={`${id}-label`}>
        Status
      </div>
      <div role="group" aria-labelledby={`${id}-label`}>
        <div className={css.statusChoices}>
          {choices.map((slug) => (
            <Checkbox
              key={slug}
              id={`${id}-${slug}`}
              label={STATUS_LABELS[slug]}
              value={slug}
              checked={value.includes(slug)}
              onChange={(checked) => onChange(checked ? [...value, slug] : value.filter((chosen) => chosen !== slug))}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

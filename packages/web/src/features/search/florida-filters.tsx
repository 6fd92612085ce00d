import type { ListingSearch } from '@app/domain';
import { formatPrice } from '../listings/format.ts';
import { FilterSelect } from './filter-select.tsx';
import type { withFilters } from './filter-chips.ts';
import { FilterSwitch } from './filter-switch.tsx';
import css from './search-page.module.css';

const CLEARANCE_OPTIONS = [6, 8, 10, 12, 15].map((feet) => ({ value: String(feet), label: `${feet} ft or more` }));
const HOA_OPTIONS = [200, 400, 600, 1_000, 1_500].map((dollars) => ({
  value: String(dollars),
  label: `Up to ${formatPrice(dollars)} / mo`,
}));
const MONTHLY_COST_OPTIONS = [2_000, 3_000, 4_000, 5_000, 7_500, 10_000, 15_000].map((dollars) => ({
  value: String(dollars),
  label: `Up to ${formatPrice(dollars)} / mo`,
}));
const LEASE_OPTIONS = [1, 3, 6, 12].map((months) => ({
  value: String(months),
  label: `${months} ${months === 1 ? 'month' : 'months'} or less`,
}));

const toNumber = (value: string | null) => (value === null || value === '' ? undefined : Number(value));
const selected = (value: number | undefined) => (value === undefined ? null : String(value));

/** The Southwest Florida filters of the search: boating, flood zone, association fees, the monthly cost and rules. */
export function FloridaFilters({
  search,
  set,
}: {
  search: ListingSearch;
  set: (patch: Parameters<typeof withFilters>[1]) => void;
}) {
  return (
    <>
      <FilterSwitch
        label="Gulf access"
        checked={search.gulfAccess === true}
        onChange={(gulfAccess) => set({ gulfAccess: gulfAccess || undefined })}
      />
      <FilterSwitch
        label="No bridges to open water"
        checked={search.noBridges === true}
        onChange={(noBridges) => set({ noBridges: noBridges || undefined })}
      />
      <FilterSwitch label="Dock" checked={search.dock === true} onChange={(dock) => set({ dock: dock || undefined })} />
      <FilterSwitch
        label="Outside flood zones A and V"
        checked={search.outsideFloodHazardArea === true}
        onChange={(outside) => set({ outsideFloodHazardArea: outside || undefined })}
      />
      <FilterSwitch
        label="55+ community"
        checked={search.seniorCommunity === true}
        onChange={(senior) => set({ seniorCommunity: senior || undefined })}
      />
      <div className={css.pair}>
        <FilterSelect
          label="Bridge clearance"
          anyLabel="Any"
          options={CLEARANCE_OPTIONS}
          value={selected(search.minBridgeClearance)}
          onChange={(v) => set({ minBridgeClearance: toNumber(v) })}
        />
        <FilterSelect
          label="Max HOA"
          anyLabel="Any"
          options={HOA_OPTIONS}
          value={selected(search.maxHoaMonthly)}
          onChange={(v) => set({ maxHoaMonthly: toNumber(v) })}
        />
      </div>
      <FilterSelect
        label="Max monthly cost (est.)"
        anyLabel="Any"
        options={MONTHLY_COST_OPTIONS}
        value={selected(search.maxMonthlyCost)}
        onChange={(v) => set({ maxMonthlyCost: toNumber(v) })}
      />
      <FilterSelect
        label="Rentable (minimum lease)"
        anyLabel="Any"
        options={LEASE_OPTIONS}
        value={selected(search.maxMinimumLeaseMonths)}
        onChange={(v) => set({ maxMinimumLeaseMonths: toNumber(v) })}
      />
    </>
  );
}

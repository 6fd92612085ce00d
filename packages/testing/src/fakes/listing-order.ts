import {
  DEFAULT_MONTHLY_COST_SETTINGS,
  listingMonthlyCost,
  type Listing,
  type ListingCriteria,
  type ListingSort,
  type MonthlyCostSettings,
} from '@app/domain';

function compareNullsLast<T>(a: T | null, b: T | null, compare: (x: T, y: T) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(a, b);
}

/** ListingKey order of the adapters: by UTF-16 code unit, which is byte order for the keys feeds send. */
export function compareListingKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type SortValue = (listing: Listing, settings: MonthlyCostSettings) => number | null;

const SORT_VALUES: Readonly<Record<ListingSort, readonly [SortValue, 1 | -1]>> = {
  newest: [(listing) => instant(listing.ListingContractDate), -1],
  'price-desc': [(listing) => listing.ListPrice, -1],
  'price-asc': [(listing) => listing.ListPrice, 1],
  reduced: [(listing) => instant(listing.PriceChangeTimestamp), -1],
  largest: [(listing) => listing.LivingArea, -1],
  'monthly-cost-asc': [listingMonthlyCost, 1],
  'recently-closed': [(listing) => instant(listing.CloseDate), -1],
  'recently-updated': [(listing) => instant(listing.ModificationTimestamp), -1],
};

function instant(value: string | null): number | null {
  return value === null ? null : Date.parse(value);
}

/** The order of a sort: its value (missing last; monthly cost with the stored settings), then ListingKey ascending. */
export function compareForListingSort(
  sort: ListingSort = 'newest',
  settings: MonthlyCostSettings = DEFAULT_MONTHLY_COST_SETTINGS,
): (a: Listing, b: Listing) => number {
  const [value, direction] = SORT_VALUES[sort];
  return (a, b) =>
    compareNullsLast(value(a, settings), value(b, settings), (x, y) => direction * (x - y)) ||
    compareListingKeys(a.ListingKey, b.ListingKey);
}

/** Limit and offset as the adapters read them: whole, non-negative numbers. */
export function pageSlice<T>(items: readonly T[], criteria: Pick<ListingCriteria, 'limit' | 'offset'>): T[] {
  const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);
  const offset = whole(criteria.offset ?? 0);
  return items.slice(offset, offset + whole(criteria.limit));
}

import type { ListingSort, SEARCH_STATUS_SLUGS } from '@app/domain';
import { formatPrice } from '../listings/format.ts';
import { formatCount } from '../../format/numbers.ts';

/** Every $50,000 to $1M (so a budget of $800k can be chosen), then wider steps to $20M (issue 16). */
export const PRICE_STEPS: readonly number[] = [
  ...Array.from({ length: 19 }, (_, index) => 100_000 + index * 50_000),
  1_250_000,
  1_500_000,
  1_750_000,
  2_000_000,
  2_500_000,
  3_000_000,
  4_000_000,
  5_000_000,
  7_500_000,
  10_000_000,
  15_000_000,
  20_000_000,
];

/** Price choices for the minimum and maximum selects. */
export const PRICE_OPTIONS = PRICE_STEPS.map((price) => ({ value: String(price), label: formatPrice(price) }));

export const BED_OPTIONS = ['1', '2', '3', '4', '5'].map((beds) => ({ value: beds, label: `${beds}+` }));
export const BATH_OPTIONS = ['1', '1.5', '2', '2.5', '3', '4'].map((baths) => ({
  value: baths,
  label: `${baths}+ baths`,
}));
export const LOT_OPTIONS = ['0.25', '0.5', '1', '2', '5', '10'].map((acres) => ({
  value: acres,
  label: `${acres}+ acres`,
}));
export const YEAR_OPTIONS = ['1980', '1990', '2000', '2010', '2015', '2020', '2024'].map((year) => ({
  value: year,
  label: `${year} or newer`,
}));
export const AREA_OPTIONS = [1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500].map((sqft) => ({
  value: String(sqft),
  label: `${formatCount(sqft)} sq ft`,
}));

/** Labels of the search orders. */
export const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest listings',
  'price-desc': 'Price: high to low',
  'price-asc': 'Price: low to high',
  reduced: 'Recently reduced',
  largest: 'Largest homes',
  'monthly-cost-asc': 'Monthly cost: low to high',
  'recently-closed': 'Recently closed',
  'recently-updated': 'Recently updated',
};

/** Labels of the statuses a visitor can pick, by URL slug. */
export const STATUS_LABELS: Record<keyof typeof SEARCH_STATUS_SLUGS, string> = {
  active: 'For sale',
  'under-contract': 'Under contract',
  'coming-soon': 'Coming soon',
  pending: 'Pending',
  closed: 'Sold',
};

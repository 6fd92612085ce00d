import { madeOnFirstUse } from '../shared/made-on-first-use.ts';

const wholeNumber = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));
const dollars = madeOnFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

/** `1,234`: a count or amount rounded to a whole number. */
function formatCount(value: number): string {
  return wholeNumber().format(value);
}

/** `$625,000`: a price rounded to whole dollars. */
export function formatDollars(value: number): string {
  return dollars().format(value);
}

/** `96.5%` for a ratio of 0.965, to one decimal. */
export function formatPercent(ratio: number): string {
  return `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`;
}

/** `7.6` months of supply, to one decimal. */
export function formatMonths(months: number): string {
  return (Math.round(months * 10) / 10).toFixed(1);
}

/** `no homes`, `1 home`, `1,234 homes`. */
export function homesCount(count: number): string {
  if (count === 0) return 'no homes';
  return count === 1 ? '1 home' : `${formatCount(count)} homes`;
}

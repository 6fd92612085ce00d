import { formatRounded } from '../shared/us-number-format.ts';

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
  return count === 1 ? '1 home' : `${formatRounded(count)} homes`;
}

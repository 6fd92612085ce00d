import type { MarketBalance } from '@app/domain';
import { formatFloridaMonthDayYear, formatUtcMonthYear, formatUtcShortMonthYear } from '../../format/dates.ts';
import { formatCompactDollars, formatDollars } from '../../format/money.ts';
import { formatRounded } from '../../format/numbers.ts';

/** What the page writes where a figure has no data. */
export const NO_FIGURE = '–';

function orDash(value: number | null, format: (value: number) => string): string {
  return value === null ? NO_FIGURE : format(value);
}

/** `$625,000`. */
export const formatPrice = (value: number | null): string => orDash(value, (price) => formatDollars(price));
/** `$625K`, for chart axes. */
export const formatPriceShort = (value: number): string => formatCompactDollars(value);
/** `1,234`. */
export const formatWhole = (value: number | null): string => orDash(value, (count) => formatRounded(count));
/** `96.5%` for 0.965. */
export const formatRatio = (value: number | null): string => orDash(value, (ratio) => `${(ratio * 100).toFixed(1)}%`);
/** `7.6` months. */
export const formatSupply = (value: number | null): string => orDash(value, (months) => months.toFixed(1));

function monthDate(month: string): Date {
  return new Date(`${month}-15T12:00:00Z`);
}

/** `Oct 2026` for `2026-10`. */
export const shortMonthLabel = (month: string): string => formatUtcShortMonthYear(monthDate(month));
/** `October 2026` for `2026-10`. */
export const monthLabel = (month: string): string => formatUtcMonthYear(monthDate(month));
/** `October 31, 2026`: the day of an instant in Southwest Florida. */
export const dataDateLabel = (instant: string): string => formatFloridaMonthDayYear(new Date(instant));

/** The words for a market's balance. */
export const BALANCE_LABELS: Readonly<Record<MarketBalance, string>> = {
  sellers: "Seller's market",
  balanced: 'Balanced market',
  buyers: "Buyer's market",
};

/** `8% fewer than Oct 2025`, `12% more than ...`, or null without a count a year before. */
export function changeSinceYearBefore(current: number, before: number | null, beforeMonth: string): string | null {
  if (before === null || before === 0) return null;
  const change = Math.round(((current - before) / before) * 100);
  const since = shortMonthLabel(beforeMonth);
  if (change === 0) return `About the same as ${since}`;
  return `${Math.abs(change)}% ${change < 0 ? 'fewer' : 'more'} than ${since}`;
}

import type { MarketBalance } from '@app/domain';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dataDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' });

/** What the page writes where a figure has no data. */
export const NO_FIGURE = '–';

function orDash(value: number | null, format: (value: number) => string): string {
  return value === null ? NO_FIGURE : format(value);
}

/** `$625,000`. */
export const formatPrice = (value: number | null): string => orDash(value, (price) => dollars.format(price));
/** `$625K`, for chart axes. */
export const formatPriceShort = (value: number): string => compactDollars.format(value);
/** `1,234`. */
export const formatWhole = (value: number | null): string => orDash(value, (count) => whole.format(count));
/** `96.5%` for 0.965. */
export const formatRatio = (value: number | null): string => orDash(value, (ratio) => `${(ratio * 100).toFixed(1)}%`);
/** `7.6` months. */
export const formatSupply = (value: number | null): string => orDash(value, (months) => months.toFixed(1));

function monthDate(month: string): Date {
  return new Date(`${month}-15T12:00:00Z`);
}

/** `Oct 2026` for `2026-10`. */
export const shortMonthLabel = (month: string): string => shortMonth.format(monthDate(month));
/** `October 2026` for `2026-10`. */
export const monthLabel = (month: string): string => longMonth.format(monthDate(month));
/** `October 31, 2026`: the day of an instant in Southwest Florida. */
export const dataDateLabel = (instant: string): string => dataDate.format(new Date(instant));

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

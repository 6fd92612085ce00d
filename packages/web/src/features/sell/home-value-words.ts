import type { ValuationRefusal } from '@app/domain';

/** Why there is no estimate, in the page's words. */
export const REFUSAL_TEXT: Readonly<Record<ValuationRefusal, string>> = {
  'seller-opted-out': 'The seller of this listing asked that no automated value estimate be shown for it.',
  'sold-data-private': 'Our listing data licence does not allow us to show estimates drawn from sold homes here.',
  'unknown-size': 'We do not know this home’s living area. Describe it below and we will estimate from that.',
  'too-few-sales': 'Not enough similar homes sold nearby in the last 12 months to estimate honestly.',
  'too-wide-spread': 'The similar homes that sold nearby differ too much in price to estimate honestly.',
};

/** A price rounded to the nearest $1,000, as estimates are shown (their precision is no finer). */
export function roundedPrice(value: number): number {
  return Math.round(value / 1_000) * 1_000;
}

/** The monthly market trend in words: `+0.8 % a month`, or `flat`. */
export function trendWords(monthlyTrend: number): string {
  const percent = (monthlyTrend - 1) * 100;
  if (Math.abs(percent) < 0.05) return 'flat';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)} % a month`;
}

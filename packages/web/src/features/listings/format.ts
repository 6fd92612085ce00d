import { formatDollars } from '../../format/money.ts';
import { formatRounded } from '../../format/numbers.ts';

/** `$1,250,000`; an empty string for a missing price. */
export function formatPrice(price: number | null | undefined): string {
  return price === null || price === undefined ? '' : formatDollars(price);
}

/** `2,450`; an empty string for a missing number. */
export function formatWhole(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatRounded(value);
}

/** Baths as shown on a card: `2.5`, `3`. */
export function formatBaths(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** `1 bed`, `3 beds`. */
export function formatBeds(value: number): string {
  return `${value} ${value === 1 ? 'bed' : 'beds'}`;
}

/** `1 bath`, `2.5 baths`: a half bath makes the count plural, as it is read aloud. */
export function formatBathCount(value: number): string {
  return `${formatBaths(value)} ${value === 1 ? 'bath' : 'baths'}`;
}

import { NUMBER_PARAMS } from '../listing-search-params.ts';

/** An amount as typed: `$800k`, `1.5 million`, `2m`, `750,000`, `900`. */
export const AMOUNT = String.raw`\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?:k|m|mm|mil|million|millions|thousand|grand)?`;

const UNITS: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  grand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  mil: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
};

/** The unit word of an amount, or '' for none. */
export function amountUnit(text: string): string {
  return /(k|mm|m|mil|millions|million|thousand|grand)\s*$/.exec(text.trim())?.[1] ?? '';
}

/**
 * The dollars of a typed amount. Without a unit or `$`, a small number means millions (under 10:
 * "between 1 and 2") or thousands (under 10,000: "under 800"); `fallbackUnit` lends a range's
 * unit to its first amount ("between 1 and 1.5 million"). Null when out of the price filter's range.
 */
export function parseAmount(text: string, fallbackUnit = ''): number | null {
  const trimmed = text.trim();
  const number = Number(/(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)/.exec(trimmed)?.[1]?.replace(/,/g, '') ?? Number.NaN);
  if (!Number.isFinite(number)) return null;
  const unit = amountUnit(trimmed) || fallbackUnit;
  const dollars = trimmed.startsWith('$') && unit === '' ? number : number * (UNITS[unit] ?? implicitUnit(number));
  const rounded = Math.round(dollars);
  const { min, max } = NUMBER_PARAMS.maxPrice;
  return rounded > min && rounded <= max ? rounded : null;
}

function implicitUnit(number: number): number {
  if (number < 10) return 1_000_000;
  if (number < 10_000) return 1_000;
  return 1;
}

/** A price range from two amounts, the lower first. */
export function priceRange(low: number | null, high: number | null): { minPrice?: number; maxPrice?: number } {
  if (low === null || high === null) return {};
  return { minPrice: Math.min(low, high), maxPrice: Math.max(low, high) };
}

import { distanceMiles } from '../geo/geo-distance.ts';
import { totalBathroomsDisplay } from '../listing/listing-baths.ts';
import { saleLocation, type ClosedSale } from './closed-sale.ts';
import type { ValuationPolicy } from './valuation-policy.ts';
import type { ValuationSubject } from './valuation-subject.ts';

/** Why a sale was chosen: it is in the home's subdivision, or near it (in its city when the home has no location). */
export type ComparableTier = 'subdivision' | 'nearby';

/** A sale chosen as a comparable, with how far it is from the home (null when either has no location). */
export interface ChosenSale {
  readonly sale: ClosedSale;
  readonly tier: ComparableTier;
  readonly distanceMiles: number | null;
}

const DAY_MS = 86_400_000;

function sameName(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();
}

function closeEnough(a: number | null, b: number | null, limit: number): boolean {
  return a === null || b === null || Math.abs(a - b) <= limit;
}

/** The first day of the look-back window ending on `asOf` (`YYYY-MM-DD`). */
export function lookbackStart(asOf: string, policy: ValuationPolicy): string {
  return new Date(Date.parse(`${asOf}T00:00:00Z`) - policy.lookbackDays * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a sale may be compared with the home at all: recent, similar in size, bedrooms, age and kind. */
export function isComparable(subject: ValuationSubject, sale: ClosedSale, asOf: string, policy: ValuationPolicy) {
  return (
    sale.ListingKey !== subject.listingKey &&
    sale.CloseDate >= lookbackStart(asOf, policy) &&
    sale.CloseDate <= asOf &&
    Math.abs(sale.LivingArea - subject.livingArea) <= policy.sizeTolerance * subject.livingArea &&
    closeEnough(sale.BedroomsTotal, subject.bedrooms, policy.maxBedroomDifference) &&
    closeEnough(sale.YearBuilt, subject.yearBuilt, policy.maxAgeDifference) &&
    (subject.propertySubType === null ||
      sale.PropertySubType === null ||
      sale.PropertySubType === subject.propertySubType)
  );
}

/** How unlike the home a sale is (0 = alike): size first, then bedrooms, baths and age. */
function unlikeness(subject: ValuationSubject, sale: ClosedSale): number {
  const baths = sale.BathroomsFull === null ? null : totalBathroomsDisplay(sale.BathroomsFull, sale.BathroomsHalf);
  return (
    Math.abs(Math.log(sale.LivingArea / subject.livingArea)) +
    0.05 * Math.abs((sale.BedroomsTotal ?? subject.bedrooms ?? 0) - (subject.bedrooms ?? sale.BedroomsTotal ?? 0)) +
    0.03 * Math.abs((baths ?? subject.bathrooms ?? 0) - (subject.bathrooms ?? baths ?? 0)) +
    0.003 * Math.abs((sale.YearBuilt ?? subject.yearBuilt ?? 0) - (subject.yearBuilt ?? sale.YearBuilt ?? 0))
  );
}

function byKey(a: ChosenSale, b: ChosenSale): number {
  return a.sale.ListingKey < b.sale.ListingKey ? -1 : a.sale.ListingKey > b.sale.ListingKey ? 1 : 0;
}

/**
 * The comparables of a home, at most `maxComparables`: when its subdivision holds at least `minComparables` comparable
 * sales, the most alike of those alone; otherwise those and then the nearest comparable sales within `radiusMiles`
 * (the most alike of the same city when the home has no location).
 */
export function chooseComparables(
  subject: ValuationSubject,
  sales: readonly ClosedSale[],
  asOf: string,
  policy: ValuationPolicy,
): ChosenSale[] {
  const unique = [...new Map(sales.map((sale) => [sale.ListingKey, sale])).values()];
  const location = subject.location;
  const chosen = unique
    .filter((sale) => isComparable(subject, sale, asOf, policy))
    .map((sale): ChosenSale & { unlikeness: number } => {
      const place = saleLocation(sale);
      const distance = location === null || place === null ? null : distanceMiles(location, place);
      const tier = sameName(sale.SubdivisionName, subject.subdivision) ? 'subdivision' : 'nearby';
      return { sale, tier, distanceMiles: distance, unlikeness: unlikeness(subject, sale) };
    });
  const inSubdivision = chosen
    .filter((entry) => entry.tier === 'subdivision')
    .sort((a, b) => a.unlikeness - b.unlikeness || byKey(a, b));
  const strip = ({ sale, tier, distanceMiles }: ChosenSale): ChosenSale => ({ sale, tier, distanceMiles });
  if (inSubdivision.length >= policy.minComparables) return inSubdivision.slice(0, policy.maxComparables).map(strip);
  const nearby = chosen
    .filter((entry) =>
      entry.tier !== 'nearby'
        ? false
        : location === null
          ? sameName(entry.sale.City, subject.city)
          : entry.distanceMiles !== null && entry.distanceMiles <= policy.radiusMiles,
    )
    .sort(
      (a, b) =>
        (location === null ? a.unlikeness - b.unlikeness : (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0)) ||
        byKey(a, b),
    );
  return [...inSubdivision, ...nearby].slice(0, policy.maxComparables).map(strip);
}

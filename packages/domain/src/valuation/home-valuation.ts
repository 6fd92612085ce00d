import { median } from '../shared/median.ts';
import type { ClosedSale } from './closed-sale.ts';
import { chooseComparables, type ComparableTier } from './comparable-selection.ts';
import { timeAdjustment } from './market-trend.ts';
import { VALUATION_POLICY, type ValuationPolicy } from './valuation-policy.ts';
import type { ValuationSubject } from './valuation-subject.ts';

/** A comparable sale and what it says the home is worth today. */
export interface AdjustedComparable {
  readonly sale: ClosedSale;
  readonly tier: ComparableTier;
  readonly distanceMiles: number | null;
  /** The factor the market trend applies to its price, from its close month to the data date. */
  readonly timeAdjustment: number;
  /** Its price per square foot, adjusted to the data date. */
  readonly adjustedPricePerSqft: number;
  /** Its adjusted price per square foot times the home's living area. */
  readonly indicatedValue: number;
}

/** Why there is no estimate. */
export const VALUATION_REFUSALS = [
  'seller-opted-out',
  'sold-data-private',
  'unknown-size',
  'too-few-sales',
  'too-wide-spread',
] as const;
export type ValuationRefusal = (typeof VALUATION_REFUSALS)[number];

/** An estimate (a range and a point, unrounded) from its comparables, or the reason there is none. */
export type HomeValuation =
  | {
      readonly kind: 'estimate';
      readonly low: number;
      readonly point: number;
      readonly high: number;
      readonly comparables: readonly AdjustedComparable[];
      /** The market trend used, as a factor per month. */
      readonly monthlyTrend: number;
    }
  | {
      readonly kind: 'refused';
      readonly reason: ValuationRefusal;
      readonly comparables: readonly AdjustedComparable[];
    };

/** The value at quantile `q` (0 to 1) of sorted values, interpolating between neighbours. */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(sorted.length - 1, below + 1)] as number;
  return lower + (upper - lower) * (position - below);
}

/**
 * What a home is worth on `asOf` (`YYYY-MM-DD`) by its comparable sales (`chooseComparables`): each sale's price is
 * adjusted by the market trend from its close month, turned into a price per square foot and applied to the home's
 * living area; the point is the median of those values, the range their middle half (25th to 75th percentile).
 * Refused when the seller switched estimates off, with fewer than `minComparables` comparables, or when the range is
 * wider than `maxSpread` of the point.
 */
export function estimateHomeValue(
  subject: ValuationSubject,
  sales: readonly ClosedSale[],
  monthlyTrend: number,
  asOf: string,
  policy: ValuationPolicy = VALUATION_POLICY,
): HomeValuation {
  if (!subject.estimatesAllowed) return { kind: 'refused', reason: 'seller-opted-out', comparables: [] };
  const comparables = chooseComparables(subject, sales, asOf, policy).map(({ sale, tier, distanceMiles }) => {
    const factor = timeAdjustment(monthlyTrend, sale.CloseDate, asOf);
    const adjustedPricePerSqft = (sale.ClosePrice * factor) / sale.LivingArea;
    return {
      sale,
      tier,
      distanceMiles,
      timeAdjustment: factor,
      adjustedPricePerSqft,
      indicatedValue: adjustedPricePerSqft * subject.livingArea,
    };
  });
  if (comparables.length < policy.minComparables) return { kind: 'refused', reason: 'too-few-sales', comparables };
  const values = comparables.map((comparable) => comparable.indicatedValue).sort((a, b) => a - b);
  const point = median(values) as number;
  const low = Math.min(point, quantile(values, 0.25));
  const high = Math.max(point, quantile(values, 0.75));
  if ((high - low) / point > policy.maxSpread) return { kind: 'refused', reason: 'too-wide-spread', comparables };
  return { kind: 'estimate', low, point, high, comparables, monthlyTrend };
}

import { monthOfDay, monthsBetween, type MarketMonth } from '../market/market-month.ts';

/** One month's median sale price per square foot of an area (null when nothing sold). */
export interface MonthlyPricePerSqft {
  readonly month: MarketMonth;
  readonly medianPricePerSqft: number | null;
}

/** Months with sales needed before a trend is trusted; with fewer, prices are taken as flat. */
export const TREND_MIN_MONTHS = 4;
/** The largest change per month the trend may claim (monthly medians of a small area are noisy). */
export const TREND_MAX_MONTHLY_CHANGE = 0.02;

/**
 * The market trend as a factor per month (1.01 = prices rise 1 % a month): the least-squares line through the
 * logarithms of the monthly medians of price per square foot, limited to ±{@link TREND_MAX_MONTHLY_CHANGE}; 1 (flat)
 * with fewer than {@link TREND_MIN_MONTHS} months with sales.
 */
export function monthlyPriceTrend(months: readonly MonthlyPricePerSqft[]): number {
  const points = months.flatMap((entry) =>
    entry.medianPricePerSqft !== null && entry.medianPricePerSqft > 0
      ? [{ x: monthsBetween(months[0]?.month ?? entry.month, entry.month), y: Math.log(entry.medianPricePerSqft) }]
      : [],
  );
  if (points.length < TREND_MIN_MONTHS) return 1;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  const spreadX = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  if (spreadX === 0) return 1;
  const slope = points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0) / spreadX;
  const limit = Math.log(1 + TREND_MAX_MONTHLY_CHANGE);
  return Math.exp(Math.min(limit, Math.max(-limit, slope)));
}

/**
 * What a price of `soldOn` is worth on `asOf` by the trend: the factor compounded over the whole months between the
 * two days' months (1 in the same month).
 */
export function timeAdjustment(trend: number, soldOn: string, asOf: string): number {
  return trend ** monthsBetween(monthOfDay(soldOn), monthOfDay(asOf));
}

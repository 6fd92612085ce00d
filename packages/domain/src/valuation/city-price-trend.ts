import type { MarketDataSource } from '../market/market-data-source.port.ts';
import { computeMarketMetrics } from '../market/market-metrics.ts';
import { addMonths, firstDayOfMonth, monthOfDay, monthsEndingAt } from '../market/market-month.ts';
import { monthlyPriceTrend } from './market-trend.ts';

/** Months of market metrics the trend is drawn from: the data date's month and the twelve before it. */
export const TREND_MONTHS = 13;

/**
 * The market trend of a city (a factor per month, `monthlyPriceTrend`) from its monthly medians of price per square
 * foot over the {@link TREND_MONTHS} months ending with `asOf`'s month; flat (1) for no city.
 */
export async function cityPriceTrend(source: MarketDataSource, city: string | null, asOf: string): Promise<number> {
  if (city === null || city.trim() === '') return 1;
  const months = monthsEndingAt(monthOfDay(asOf), TREND_MONTHS);
  const from = firstDayOfMonth(addMonths(months[0] as string, 0));
  const records = await source.records({ from, to: asOf, city });
  return monthlyPriceTrend(computeMarketMetrics(records, months));
}

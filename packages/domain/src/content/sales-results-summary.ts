import type { SaleSide, SalesResult } from './sales-result.ts';

/** How many sales one side of the deal counts and their volume in dollars. */
export interface SideTotals {
  readonly count: number;
  readonly volume: number;
}

/** The totals of a set of closed sales, as the sales-results page shows them. */
export interface SalesResultsSummary {
  readonly count: number;
  /** Sum of the sold prices, in whole dollars. */
  readonly totalVolume: number;
  /** Total volume over count, rounded to the dollar; null when there is no sale. */
  readonly averagePrice: number | null;
  readonly bySide: Readonly<Record<SaleSide, SideTotals>>;
}

/**
 * Totals of closed sales: their number, total volume, average price (rounded to the dollar) and
 * the count and volume of the sales where the team represented the seller (listing side) and
 * the buyer (buyer side). The two sides always add up to the whole.
 */
export function summarizeSalesResults(results: readonly Pick<SalesResult, 'price' | 'side'>[]): SalesResultsSummary {
  const bySide: Record<SaleSide, SideTotals> = { listing: { count: 0, volume: 0 }, buyer: { count: 0, volume: 0 } };
  for (const result of results) {
    const side = bySide[result.side];
    bySide[result.side] = { count: side.count + 1, volume: side.volume + result.price };
  }
  const count = bySide.listing.count + bySide.buyer.count;
  const totalVolume = bySide.listing.volume + bySide.buyer.volume;
  return { count, totalVolume, averagePrice: count === 0 ? null : Math.round(totalVolume / count), bySide };
}

import { median } from '../shared/median.ts';
import { groupByMonth, inventoryByMonth } from './market-buckets.ts';
import { addMonths, monthOfDay, monthsBetween, type MarketMonth } from './market-month.ts';
import type { MarketRecord } from './market-record.ts';
import { daysOnMarket, listingMonth, saleMonth } from './market-timeline.ts';

/** The market of one area in one calendar month. Figures with no data to compute them from are null. */
export interface MonthlyMarketMetrics {
  readonly month: MarketMonth;
  /** Listings for sale at the end of the month. */
  readonly activeInventory: number;
  /** Listings that went on the market in the month. */
  readonly newListings: number;
  /** Listings that went under contract in the month (by their contract day). */
  readonly pending: number;
  /** Sales that closed in the month. */
  readonly closed: number | null;
  /** Median asking price of the month's new listings, as first listed. */
  readonly medianListPrice: number | null;
  /** Median price of the month's sales. */
  readonly medianSoldPrice: number | null;
  /** Median days on market of the month's sales. */
  readonly medianDaysOnMarket: number | null;
  /** Active inventory divided by the average sales per month of the last six months. */
  readonly monthsOfSupply: number | null;
  /** Median of each sale's price divided by its original asking price (1 = full price). */
  readonly listToSaleRatio: number | null;
  /** Median sale price per square foot of living area. */
  readonly medianPricePerSqft: number | null;
}

/** Months of sales that months of supply averages over: the month itself and the five before it. */
export const MONTHS_OF_SUPPLY_WINDOW = 6;

/**
 * Months of supply: how many months the homes for sale would last at the recent pace of sales,
 * `activeInventory / (salesInWindow / MONTHS_OF_SUPPLY_WINDOW)`. Null when nothing sold in the window.
 */
export function monthsOfSupply(activeInventory: number, salesInWindow: number): number | null {
  return salesInWindow > 0 ? activeInventory / (salesInWindow / MONTHS_OF_SUPPLY_WINDOW) : null;
}

function positive(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
}

function askingPrice(record: MarketRecord): number | null {
  return positive(record.originalListPrice) ?? positive(record.listPrice);
}

function ratios(records: readonly MarketRecord[], denominator: (record: MarketRecord) => number | null): number[] {
  return records.flatMap((record) => {
    const price = positive(record.closePrice);
    const base = denominator(record);
    return price === null || base === null ? [] : [price / base];
  });
}

/**
 * The metrics of each month from the market records of one area (see `docs/help/market-activity-metrics.md`).
 * Months of supply counts the sales of the five months before each month too, so the records
 * should reach that far back.
 */
export function computeMarketMetrics(
  records: readonly MarketRecord[],
  months: readonly MarketMonth[],
): MonthlyMarketMetrics[] {
  const listedByMonth = groupByMonth(records, listingMonth);
  const soldByMonth = groupByMonth(records, saleMonth);
  const pendingByMonth = groupByMonth(records, (record) =>
    record.underContractOn === null ? null : monthOfDay(record.underContractOn),
  );
  const first = [...months].sort()[0] ?? '';
  const inventory =
    months.length === 0
      ? []
      : inventoryByMonth(records, first, Math.max(...months.map((month) => monthsBetween(first, month))) + 1);
  return months.map((month) => {
    const listed = listedByMonth.get(month) ?? [];
    const sold = soldByMonth.get(month) ?? [];
    const activeInventory = inventory[monthsBetween(first, month)] as number;
    const salesInWindow = Array.from(
      { length: MONTHS_OF_SUPPLY_WINDOW },
      (_, back) => soldByMonth.get(addMonths(month, -back))?.length ?? 0,
    );
    return {
      month,
      activeInventory,
      newListings: listed.length,
      pending: pendingByMonth.get(month)?.length ?? 0,
      closed: sold.length,
      medianListPrice: median(listed.flatMap((record) => askingPrice(record) ?? [])),
      medianSoldPrice: median(sold.flatMap((record) => positive(record.closePrice) ?? [])),
      medianDaysOnMarket: median(sold.flatMap((record) => daysOnMarket(record) ?? [])),
      monthsOfSupply: monthsOfSupply(
        activeInventory,
        salesInWindow.reduce((sum, count) => sum + count, 0),
      ),
      listToSaleRatio: median(ratios(sold, askingPrice)),
      medianPricePerSqft: median(ratios(sold, (record) => positive(record.livingArea))),
    };
  });
}

/** The figures that would show sold data, left out: for sites whose listing licence keeps sales private. */
export function withoutSoldFigures(metrics: MonthlyMarketMetrics): MonthlyMarketMetrics {
  return {
    ...metrics,
    closed: null,
    medianSoldPrice: null,
    medianDaysOnMarket: null,
    monthsOfSupply: null,
    listToSaleRatio: null,
    medianPricePerSqft: null,
  };
}

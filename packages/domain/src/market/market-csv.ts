import { csvDocument } from '../shared/csv.ts';
import type { MarketActivity } from './market-activity.ts';

const HEADER = [
  'Area',
  'Month',
  'Homes for sale',
  'New listings',
  'Went under contract',
  'Sold',
  'Median list price',
  'Median sold price',
  'Median days on market',
  'Months of supply',
  'Sale-to-list ratio',
  'Median price per sq ft',
];

const rounded = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The market figures as a CSV file, one row per month (oldest first): counts as they are, prices
 * in whole dollars, months of supply to one decimal, the sale-to-list ratio to four (1 = full
 * price); an empty cell where a figure has no data or sold data is not public.
 */
export function marketActivityCsv(activity: MarketActivity): string {
  return csvDocument(
    HEADER,
    activity.months.map((month) => [
      activity.area,
      month.month,
      month.activeInventory,
      month.newListings,
      month.pending,
      month.closed,
      rounded(month.medianListPrice, 0),
      rounded(month.medianSoldPrice, 0),
      rounded(month.medianDaysOnMarket, 0),
      rounded(month.monthsOfSupply, 1),
      rounded(month.listToSaleRatio, 4),
      rounded(month.medianPricePerSqft, 0),
    ]),
  );
}

/** The export's file name: `market-activity-naples-12-months.csv`, or `market-activity-all-cities-…`. */
export function marketActivityFileName(city: string | null, months: number): string {
  const area =
    city === null
      ? 'all-cities'
      : city
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
  return `market-activity-${area || 'city'}-${months}-months.csv`;
}

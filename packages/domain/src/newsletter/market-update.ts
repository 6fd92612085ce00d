import type { MarketActivity } from '../market/market-activity.ts';
import { formatCount, formatDollars } from '../shared/us-number-format.ts';
import type { MonthlyMarketMetrics } from '../market/market-metrics.ts';
import { monthName } from '../market/market-month.ts';

/** Below this many sales in a month, medians are called a rough guide rather than a trend. */
export const THIN_SALES = 5;

/** One line of a city's figures: what, the month's value, and how it moved. */
export interface MarketUpdateFigure {
  readonly label: string;
  readonly value: string;
  /** "up 4% from October, down 2% from a year before"; null when there is nothing to compare with. */
  readonly change: string | null;
}

/** The market update of one city for one month, as the newsletter tells it. */
export interface CityMarketUpdate {
  readonly city: string;
  /** The month the figures are of (`YYYY-MM`); null when there is no data. */
  readonly month: string | null;
  readonly figures: readonly MarketUpdateFigure[];
  /** Plain sentences, the caveats about thin data among them. */
  readonly sentences: readonly string[];
}

type Metric = 'medianSoldPrice' | 'closed' | 'medianDaysOnMarket' | 'activeInventory' | 'newListings';

/** "up 4%", "down 12%", "about the same" (within half a percent); null without a base to compare with. */
export function percentChange(current: number | null, before: number | null | undefined): string | null {
  if (current === null || before === null || before === undefined || before === 0) return null;
  const change = Math.round(((current - before) / before) * 100);
  if (change === 0) return 'about the same';
  return `${change > 0 ? 'up' : 'down'} ${Math.abs(change)}%`;
}

function changeText(
  metric: Metric,
  latest: MonthlyMarketMetrics,
  previous: MonthlyMarketMetrics | undefined,
  yearBefore: MonthlyMarketMetrics | null,
): string | null {
  const parts = [
    previous === undefined
      ? null
      : withWhen(percentChange(latest[metric], previous[metric]), monthName(previous.month)),
    withWhen(percentChange(latest[metric], yearBefore?.[metric]), 'a year before'),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

function withWhen(change: string | null, when: string): string | null {
  if (change === null) return null;
  return change === 'about the same' ? `about the same as ${when}` : `${change} from ${when}`;
}

const count = (value: number | null) => (value === null ? '–' : formatCount(value));

/**
 * A city's update from its market activity (the last month and the one before, the same month a year before): median
 * sale price, homes sold, median days on market, homes for sale and new listings, each with its month-over-month and
 * year-over-year change. Thin data is said plainly: no data at all, no sales, or fewer than {@link THIN_SALES} sales
 * (the medians are then a rough guide); sold figures are left out when sold data is not public.
 */
export function cityMarketUpdate(activity: MarketActivity): CityMarketUpdate {
  const city = activity.area;
  const latest = activity.months.at(-1);
  if (latest === undefined)
    return { city, month: null, figures: [], sentences: [`We have no listing data for ${city} yet.`] };
  const previous = activity.months.at(-2);
  const figure = (label: string, metric: Metric, value: string): MarketUpdateFigure => ({
    label,
    value,
    change: changeText(metric, latest, previous, activity.yearBefore),
  });
  const sold = activity.soldDataPublic
    ? [
        figure(
          'Median sale price',
          'medianSoldPrice',
          latest.medianSoldPrice === null ? '–' : formatDollars(latest.medianSoldPrice),
        ),
        figure('Homes sold', 'closed', count(latest.closed)),
        figure(
          'Median days on market',
          'medianDaysOnMarket',
          latest.medianDaysOnMarket === null ? '–' : `${Math.round(latest.medianDaysOnMarket)} days`,
        ),
      ]
    : [];
  const figures = [
    ...sold,
    figure('Homes for sale', 'activeInventory', count(latest.activeInventory)),
    figure('New listings', 'newListings', count(latest.newListings)),
  ];
  return {
    city,
    month: latest.month,
    figures,
    sentences: [...activity.summary.slice(0, 1), ...caveats(activity, latest)],
  };
}

function caveats(activity: MarketActivity, latest: MonthlyMarketMetrics): string[] {
  const month = monthName(latest.month);
  if (!activity.soldDataPublic) return [activity.summary.at(-1) ?? ''];
  if (latest.closed === null || latest.closed === 0)
    return [`No home sold in ${activity.area} in ${month}, so there is no sale price or days on market to report.`];
  if (latest.closed < THIN_SALES)
    return [
      `Only ${latest.closed === 1 ? 'one home' : `${latest.closed} homes`} sold in ${month}: too few for the medians to show a trend, so read them as a rough guide.`,
    ];
  return [];
}

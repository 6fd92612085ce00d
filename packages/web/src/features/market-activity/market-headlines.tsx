import { marketBalance, type MonthlyMarketMetrics } from '@app/domain';
import {
  BALANCE_LABELS,
  changeSinceYearBefore,
  formatPrice,
  formatRatio,
  formatSupply,
  formatWhole,
  NO_FIGURE,
} from './market-figures.ts';
import classes from './market-headlines.module.css';

interface Figure {
  readonly label: string;
  readonly value: string;
  readonly note?: string | null;
}

function figuresOf(
  latest: MonthlyMarketMetrics,
  yearBefore: MonthlyMarketMetrics | null,
  soldDataPublic: boolean,
): Figure[] {
  const forSale: Figure[] = [
    {
      label: 'Homes for sale',
      value: formatWhole(latest.activeInventory),
      note: yearBefore && changeSinceYearBefore(latest.activeInventory, yearBefore.activeInventory, yearBefore.month),
    },
    { label: 'New listings', value: formatWhole(latest.newListings) },
    { label: 'Went under contract', value: formatWhole(latest.pending) },
    { label: 'Median asking price', value: formatPrice(latest.medianListPrice), note: 'of new listings' },
  ];
  if (!soldDataPublic) return forSale;
  const supply = latest.monthsOfSupply;
  return [
    ...forSale,
    { label: 'Homes sold', value: formatWhole(latest.closed) },
    { label: 'Median sale price', value: formatPrice(latest.medianSoldPrice) },
    { label: 'Median days on market', value: formatWhole(latest.medianDaysOnMarket) },
    {
      label: 'Months of supply',
      value: formatSupply(supply),
      note: supply === null ? null : BALANCE_LABELS[marketBalance(supply)],
    },
    { label: 'Sale-to-list price', value: formatRatio(latest.listToSaleRatio), note: 'of the original asking price' },
    {
      label: 'Price per square foot',
      value: formatPrice(latest.medianPricePerSqft),
      note: latest.medianPricePerSqft === null ? null : 'median of sales',
    },
  ];
}

/** The last month's figures at a glance, as a description list (label, figure, note). */
export function MarketHeadlines({
  latest,
  yearBefore,
  soldDataPublic,
}: {
  latest: MonthlyMarketMetrics;
  yearBefore: MonthlyMarketMetrics | null;
  soldDataPublic: boolean;
}) {
  return (
    <dl className={classes.figures} data-testid="market-headlines">
      {figuresOf(latest, yearBefore, soldDataPublic).map((figure) => (
        <div key={figure.label} className={classes.figure}>
          <dt className={classes.label}>{figure.label}</dt>
          <dd className={classes.value} aria-label={figure.value === NO_FIGURE ? 'no data' : undefined}>
            {figure.value}
          </dd>
          {figure.note && <dd className={classes.note}>{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

import { lazy } from 'react';
import type { MonthlyMarketMetrics } from '@app/domain';
import { MarketChartSection, type MarketColumn } from './market-chart-section.tsx';
import type { MarketChartKind } from './market-chart-view.tsx';
import { formatPrice, formatRatio, formatSupply, formatWhole } from './market-figures.ts';

type Column = MarketColumn<MonthlyMarketMetrics>;

const MarketChartView = lazy(() => import('./market-chart-view.tsx'));

const count = (label: string, value: (row: MonthlyMarketMetrics) => number | null): Column => ({
  label,
  value: (row) => formatWhole(value(row)),
});

/** The three charts of the page (inventory, activity, prices), each with its table; sold figures only when sold data is
 * public. */
export function MarketCharts({
  months,
  soldDataPublic,
}: {
  months: readonly MonthlyMarketMetrics[];
  soldDataPublic: boolean;
}) {
  const sold = <T,>(items: readonly T[]): readonly T[] => (soldDataPublic ? items : []);
  const chart = (kind: MarketChartKind) => () => (
    <MarketChartView kind={kind} months={months} soldDataPublic={soldDataPublic} />
  );
  return (
    <>
      <MarketChartSection
        id="inventory"
        title="Homes for sale"
        description={
          soldDataPublic
            ? 'Listings for sale at the end of each month, and the months they would last at the pace of recent sales.'
            : 'Listings for sale at the end of each month.'
        }
        rows={months}
        columns={[
          count('Homes for sale', (row) => row.activeInventory),
          ...sold<Column>([{ label: 'Months of supply', value: (row) => formatSupply(row.monthsOfSupply) }]),
        ]}
        chart={chart('inventory')}
      />
      <MarketChartSection
        id="activity"
        title={soldDataPublic ? 'New listings, contracts and sales' : 'New listings and contracts'}
        description={
          soldDataPublic
            ? 'How many homes came on the market, went under contract and sold in each month.'
            : 'How many homes came on the market and went under contract in each month.'
        }
        rows={months}
        columns={[
          count('New listings', (row) => row.newListings),
          count('Went under contract', (row) => row.pending),
          ...sold([count('Sold', (row) => row.closed)]),
        ]}
        chart={chart('activity')}
      />
      <MarketChartSection
        id="prices"
        title="Median prices"
        description={
          soldDataPublic
            ? 'The median asking price of the month’s new listings and the median price of the month’s sales.'
            : 'The median asking price of the month’s new listings.'
        }
        rows={months}
        columns={[
          { label: 'Median asking price', value: (row) => formatPrice(row.medianListPrice) },
          ...sold<Column>([
            { label: 'Median sale price', value: (row) => formatPrice(row.medianSoldPrice) },
            { label: 'Price per sq ft', value: (row) => formatPrice(row.medianPricePerSqft) },
            { label: 'Sale-to-list price', value: (row) => formatRatio(row.listToSaleRatio) },
            count('Median days on market', (row) => row.medianDaysOnMarket),
          ]),
        ]}
        chart={chart('prices')}
      />
    </>
  );
}

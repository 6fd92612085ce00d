import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import type { MonthlyMarketMetrics } from '@app/domain';
import { CHART_HEIGHT } from './chart-height.ts';
import { formatPriceShort, shortMonthLabel } from './market-figures.ts';

/** The charts of the market page. */
export type MarketChartKind = 'inventory' | 'activity' | 'prices';

const NAVY = 'brand.8';
const CORAL = 'coral.7';
const SAND = 'sand.7';

/**
 * One chart of the market page, drawn with Mantine charts (recharts). Loaded on its own after the
 * page shows, so the text and tables never wait for the chart library.
 */
export default function MarketChartView({
  kind,
  months,
  soldDataPublic,
}: {
  kind: MarketChartKind;
  months: readonly MonthlyMarketMetrics[];
  soldDataPublic: boolean;
}) {
  const data = months.map((metrics) => ({ ...metrics, label: shortMonthLabel(metrics.month) }));
  const sold = <T,>(items: T[]): T[] => (soldDataPublic ? items : []);
  if (kind === 'inventory')
    return (
      <AreaChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="label"
        curveType="linear"
        areaChartProps={{ accessibilityLayer: false }}
        series={[{ name: 'activeInventory', label: 'Homes for sale', color: NAVY }]}
      />
    );
  if (kind === 'activity')
    return (
      <BarChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="label"
        withLegend
        barChartProps={{ accessibilityLayer: false }}
        series={[
          { name: 'newListings', label: 'New listings', color: NAVY },
          { name: 'pending', label: 'Went under contract', color: SAND },
          ...sold([{ name: 'closed', label: 'Sold', color: CORAL }]),
        ]}
      />
    );
  return (
    <LineChart
      h={CHART_HEIGHT}
      data={data}
      dataKey="label"
      withLegend
      valueFormatter={formatPriceShort}
      lineChartProps={{ accessibilityLayer: false }}
      series={[
        { name: 'medianListPrice', label: 'Median asking price', color: NAVY },
        ...sold([{ name: 'medianSoldPrice', label: 'Median sale price', color: CORAL }]),
      ]}
    />
  );
}

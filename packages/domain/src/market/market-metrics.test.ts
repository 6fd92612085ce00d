import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketRecordArbitrary } from '@app/testing';
import {
  computeMarketMetrics,
  monthsOfSupply,
  withoutSoldFigures,
  type MonthlyMarketMetrics,
} from './market-metrics.ts';
import { addMonths, firstDayOfMonth, lastDayOfMonth, monthsEndingAt } from './market-month.ts';
import { isInMarketWindow, type MarketRecord } from './market-record.ts';
import { leftMarketOn } from './market-timeline.ts';

function record(fields: Partial<MarketRecord>): MarketRecord {
  return {
    city: 'Naples',
    status: 'Active',
    listedOn: null,
    underContractOn: null,
    closedOn: null,
    modifiedOn: '2026-11-01',
    listPrice: null,
    originalListPrice: null,
    closePrice: null,
    livingArea: null,
    ...fields,
  };
}

const SCENARIO: readonly MarketRecord[] = [
  record({ listedOn: '2026-08-15', originalListPrice: 500_000, listPrice: 500_000 }),
  record({
    status: 'Closed',
    listedOn: '2026-09-05',
    underContractOn: '2026-09-20',
    closedOn: '2026-10-10',
    originalListPrice: 400_000,
    listPrice: 390_000,
    closePrice: 380_000,
    livingArea: 1_900,
  }),
  record({ status: 'Pending', listedOn: '2026-10-01', underContractOn: '2026-10-25', originalListPrice: 600_000 }),
  record({
    status: 'Closed',
    listedOn: '2026-05-01',
    underContractOn: '2026-06-01',
    closedOn: '2026-07-01',
    originalListPrice: 300_000,
    closePrice: 300_000,
    livingArea: 1_500,
  }),
  record({ status: 'Coming Soon', listedOn: '2026-10-20', originalListPrice: 900_000 }),
  record({ status: 'Withdrawn', listedOn: '2026-07-01', modifiedOn: '2026-09-15', originalListPrice: 700_000 }),
  record({ listedOn: '2026-10-31', listPrice: 450_000 }),
];

const COUNTS = ['activeInventory', 'newListings', 'pending', 'closed'] as const;
const FIGURES = [
  'medianListPrice',
  'medianSoldPrice',
  'medianDaysOnMarket',
  'monthsOfSupply',
  'listToSaleRatio',
  'medianPricePerSqft',
] as const;

const scenarioArbitrary = fc.record({
  records: fc.array(marketRecordArbitrary(), { maxLength: 60 }),
  last: fc.constantFrom('2025-06', '2025-12', '2026-03', '2026-09', '2026-12'),
  count: fc.integer({ min: 1, max: 14 }),
});

/** What a month's figures are computed from, straight from the definitions, day by day. */
function monthInputs(records: readonly MarketRecord[], month: string) {
  const [from, to] = [firstDayOfMonth(month), lastDayOfMonth(month)];
  const within = (day: string | null) => day !== null && day >= from && day <= to;
  const sold = records.filter((each) => each.status === 'Closed' && within(each.closedOn));
  const listed = records.filter((each) => each.status !== 'Coming Soon' && within(each.listedOn));
  const forSale = records.filter((each) => {
    const left = leftMarketOn(each);
    return (
      each.status !== 'Coming Soon' && each.listedOn !== null && each.listedOn <= to && (left === null || left > to)
    );
  });
  const positive = (values: readonly (number | null)[]) =>
    values.filter((value): value is number => value !== null && value > 0);
  const asking = (each: MarketRecord) => positive([each.originalListPrice])[0] ?? each.listPrice;
  return {
    sold,
    listed,
    forSale,
    salePrices: positive(sold.map((each) => each.closePrice)),
    askingPrices: positive(listed.map(asking)),
  };
}

function within(value: number | null, values: readonly number[]): boolean {
  return value === null ? values.length === 0 : value >= Math.min(...values) && value <= Math.max(...values);
}

describe(computeMarketMetrics, () => {
  it('computes every figure of a small market by hand', () => {
    const [september, october] = computeMarketMetrics(SCENARIO, ['2026-09', '2026-10']);

    expect(september).toEqual<MonthlyMarketMetrics>({
      month: '2026-09',
      activeInventory: 1,
      newListings: 1,
      pending: 1,
      closed: 0,
      medianListPrice: 400_000,
      medianSoldPrice: null,
      medianDaysOnMarket: null,
      monthsOfSupply: 6,
      listToSaleRatio: null,
      medianPricePerSqft: null,
    });
    expect(october).toEqual<MonthlyMarketMetrics>({
      month: '2026-10',
      activeInventory: 2,
      newListings: 2,
      pending: 1,
      closed: 1,
      medianListPrice: 525_000,
      medianSoldPrice: 380_000,
      medianDaysOnMarket: 15,
      monthsOfSupply: 6,
      listToSaleRatio: 0.95,
      medianPricePerSqft: 200,
    });
  });

  it('gives zero counts and no figures where there are no records', () => {
    expect(computeMarketMetrics([], ['2026-10'])).toEqual([
      {
        month: '2026-10',
        activeInventory: 0,
        newListings: 0,
        pending: 0,
        closed: 0,
        ...Object.fromEntries(FIGURES.map((name) => [name, null])),
      },
    ]);
  });

  it('counts each month from the definitions, and keeps every median within its values', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ records, last, count }) => {
        const months = monthsEndingAt(last, count);
        computeMarketMetrics(records, months).forEach((metrics, index) => {
          const inputs = monthInputs(records, months[index] as string);
          expect(metrics.activeInventory).toBe(inputs.forSale.length);
          expect(metrics.newListings).toBe(inputs.listed.length);
          expect(metrics.closed).toBe(inputs.sold.length);
          expect(within(metrics.medianSoldPrice, inputs.salePrices)).toBe(true);
          expect(within(metrics.medianListPrice, inputs.askingPrices)).toBe(true);
          if (metrics.medianDaysOnMarket !== null) expect(metrics.medianDaysOnMarket).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('adds up: the counts of every city together are the sums of the counts of each city', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ records, last, count }) => {
        const months = monthsEndingAt(last, count);
        const cities = [...new Set(records.map((each) => each.city))];
        const perCity = cities.map((city) =>
          computeMarketMetrics(
            records.filter((each) => each.city === city),
            months,
          ),
        );
        computeMarketMetrics(records, months).forEach((all, index) => {
          for (const name of COUNTS)
            expect(all[name]).toBe(perCity.reduce((sum, series) => sum + (series[index]?.[name] ?? 0), 0));
        });
      }),
    );
  });

  it('divides the inventory by the average sales of the month and the five before it for months of supply', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ records, last, count }) => {
        const series = computeMarketMetrics(records, monthsEndingAt(last, count + 5));
        for (const metrics of series.slice(5)) {
          const index = series.indexOf(metrics);
          const sales = series.slice(index - 5, index + 1).reduce((sum, each) => sum + (each.closed ?? 0), 0);
          if (sales === 0) expect(metrics.monthsOfSupply).toBeNull();
          else expect(metrics.monthsOfSupply).toBeCloseTo(metrics.activeInventory / (sales / 6), 9);
        }
      }),
    );
  });

  it('never answers NaN or an infinite figure, and ratios are positive', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ records, last, count }) => {
        for (const metrics of computeMarketMetrics(records, monthsEndingAt(last, count))) {
          for (const name of [...COUNTS, ...FIGURES]) {
            const value = metrics[name];
            expect(value === null || Number.isFinite(value)).toBe(true);
          }
          for (const name of ['listToSaleRatio', 'medianPricePerSqft', 'medianSoldPrice'] as const)
            expect(metrics[name] ?? 1).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('gives the same figures from only the records a data source must return for the window', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ records, last, count }) => {
        const months = monthsEndingAt(last, count);
        const window = { from: firstDayOfMonth(addMonths(months[0] as string, -5)), to: lastDayOfMonth(last) };
        expect(
          computeMarketMetrics(
            records.filter((each) => isInMarketWindow(each, window)),
            months,
          ),
        ).toEqual(computeMarketMetrics(records, months));
      }),
    );
  });
});

describe(monthsOfSupply, () => {
  it('is the inventory over the average monthly sales of six months, and null without sales', () => {
    expect(monthsOfSupply(120, 60)).toBe(12);
    expect(monthsOfSupply(0, 6)).toBe(0);
    expect(monthsOfSupply(50, 0)).toBeNull();
  });
});

describe(withoutSoldFigures, () => {
  it('leaves out every figure drawn from sales and keeps the rest', () => {
    const [, october] = computeMarketMetrics(SCENARIO, ['2026-09', '2026-10']);
    expect(withoutSoldFigures(october as MonthlyMarketMetrics)).toEqual({
      month: '2026-10',
      activeInventory: 2,
      newListings: 2,
      pending: 1,
      closed: null,
      medianListPrice: 525_000,
      medianSoldPrice: null,
      medianDaysOnMarket: null,
      monthsOfSupply: null,
      listToSaleRatio: null,
      medianPricePerSqft: null,
    });
  });
});

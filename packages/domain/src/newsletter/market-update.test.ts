import { describe, expect, it } from 'vitest';
import type { MarketActivity } from '../market/market-activity.ts';
import type { MonthlyMarketMetrics } from '../market/market-metrics.ts';
import { cityMarketUpdate, percentChange } from './market-update.ts';

function month(m: string, figures: Partial<MonthlyMarketMetrics> = {}): MonthlyMarketMetrics {
  return {
    month: m,
    activeInventory: 100,
    newListings: 20,
    pending: 10,
    closed: 12,
    medianListPrice: 500_000,
    medianSoldPrice: 480_000,
    medianDaysOnMarket: 40,
    monthsOfSupply: 8,
    listToSaleRatio: 0.96,
    medianPricePerSqft: 300,
    ...figures,
  };
}

function activity(months: MonthlyMarketMetrics[], extra: Partial<MarketActivity> = {}): MarketActivity {
  return {
    city: 'Naples',
    area: 'Naples',
    cities: ['Naples'],
    months,
    yearBefore: null,
    summary: ['Naples had 110 homes for sale.', 'Last sentence.'],
    dataAsOf: '2026-11-20T00:00:00Z',
    soldDataPublic: true,
    ...extra,
  };
}

describe(percentChange, () => {
  it('says up, down or about the same, and nothing without a base', () => {
    expect(percentChange(110, 100)).toBe('up 10%');
    expect(percentChange(90, 100)).toBe('down 10%');
    expect(percentChange(100.2, 100)).toBe('about the same');
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(null, 100)).toBeNull();
    expect(percentChange(5, undefined)).toBeNull();
  });
});

describe(cityMarketUpdate, () => {
  it('gives the month, its figures, and their change from the month and the year before', () => {
    const update = cityMarketUpdate(
      activity([month('2026-09'), month('2026-10', { medianSoldPrice: 528_000, activeInventory: 110 })], {
        yearBefore: month('2025-10', { medianSoldPrice: 480_000, activeInventory: 110 }),
      }),
    );
    expect(update.month).toBe('2026-10');
    expect(update.figures.map((f) => f.label)).toEqual([
      'Median sale price',
      'Homes sold',
      'Median days on market',
      'Homes for sale',
      'New listings',
    ]);
    expect(update.figures[0]).toEqual({
      label: 'Median sale price',
      value: '$528,000',
      change: 'up 10% from September, up 10% from a year before',
    });
    expect(update.figures[3]?.change).toBe('up 10% from September, about the same as a year before');
    expect(update.sentences).toEqual(['Naples had 110 homes for sale.']);
  });

  it('says plainly when sales are too few for a trend, or none', () => {
    const few = cityMarketUpdate(activity([month('2026-10', { closed: 2 })]));
    expect(few.sentences.at(-1)).toMatch(/^Only 2 homes sold in October: too few for the medians to show a trend/);
    expect(few.figures[0]?.change).toBeNull();
    const none = cityMarketUpdate(activity([month('2026-10', { closed: 0, medianSoldPrice: null })]));
    expect(none.sentences.at(-1)).toMatch(/^No home sold in Naples in October/);
    expect(none.figures[0]?.value).toBe('–');
  });

  it('leaves sold figures out when sold data is not public, and says why', () => {
    const update = cityMarketUpdate(activity([month('2026-10')], { soldDataPublic: false }));
    expect(update.figures.map((f) => f.label)).toEqual(['Homes for sale', 'New listings']);
    expect(update.sentences.at(-1)).toBe('Last sentence.');
  });

  it('says there is no data yet for a city without months', () => {
    expect(cityMarketUpdate(activity([]))).toEqual({
      city: 'Naples',
      month: null,
      figures: [],
      sentences: ['We have no listing data for Naples yet.'],
    });
  });
});

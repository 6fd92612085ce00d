import { describe, expect, it } from 'vitest';
import type { MarketActivity } from './market-activity.ts';
import { marketActivityCsv, marketActivityFileName } from './market-csv.ts';
import type { MonthlyMarketMetrics } from './market-metrics.ts';

const month: MonthlyMarketMetrics = {
  month: '2026-09',
  activeInventory: 812,
  newListings: 140,
  pending: 96,
  closed: 88,
  medianListPrice: 625_000.4,
  medianSoldPrice: null,
  medianDaysOnMarket: 61.5,
  monthsOfSupply: 7.64,
  listToSaleRatio: 0.96543,
  medianPricePerSqft: 402.2,
};

const activity = { area: 'Fort Myers, FL', city: 'Fort Myers, FL', months: [month] } as unknown as MarketActivity;

describe(marketActivityCsv, () => {
  it('writes one row per month, rounded, empty where a figure has no data', () => {
    expect(marketActivityCsv(activity).split('\r\n')[1]).toBe(
      '"Fort Myers, FL",2026-09,812,140,96,88,625000,,62,7.6,0.9654,402',
    );
  });
});

describe(marketActivityFileName, () => {
  it('names the file by city and months', () => {
    expect(marketActivityFileName('Cape Coral', 12)).toBe('market-activity-cape-coral-12-months.csv');
    expect(marketActivityFileName(null, 24)).toBe('market-activity-all-cities-24-months.csv');
  });
});

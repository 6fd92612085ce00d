import { describe, expect, it } from 'vitest';
import { computeMarketMetrics, marketRecordOf, monthsEndingAt, type MonthlyMarketMetrics } from '@app/domain';
import { generateDemoListings } from './generate-demo-listings.ts';
import { agentsOf, FEATURED_OFFICE } from './offices-and-agents.ts';

const listings = generateDemoListings({ count: 5_000 });
const records = listings.flatMap((listing) => marketRecordOf(listing) ?? []);
/** The market page's months for the default reference date: the last complete month and the year before it. */
const months = monthsEndingAt('2026-10', 13);

function marketOf(city: string | null): MonthlyMarketMetrics[] {
  return computeMarketMetrics(city === null ? records : records.filter((record) => record.city === city), months);
}

function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function share(statuses: readonly string[]): number {
  return listings.filter((listing) => statuses.includes(listing.StandardStatus)).length / listings.length;
}

describe('the generated market, measured by the market metrics', () => {
  it.each([null, 'Naples', 'Cape Coral', 'Fort Myers'])(
    'reads like a steady Southwest Florida market in %s',
    (city) => {
      const market = marketOf(city);
      const [yearBefore, latest] = [market[0] as MonthlyMarketMetrics, market.at(-1) as MonthlyMarketMetrics];
      expect(Math.abs(latest.activeInventory / yearBefore.activeInventory - 1)).toBeLessThan(0.4);
      for (const month of market) {
        expect(month.monthsOfSupply).toBeGreaterThan(3.5);
        expect(month.monthsOfSupply).toBeLessThan(11);
        expect(month.listToSaleRatio).toBeGreaterThan(0.93);
        expect(month.listToSaleRatio).toBeLessThan(0.99);
      }
      expect(middle(market.map((month) => month.medianDaysOnMarket ?? 0))).toBeGreaterThanOrEqual(40);
      expect(middle(market.map((month) => month.medianDaysOnMarket ?? 0))).toBeLessThanOrEqual(100);
    },
  );

  it('spreads the sales over two years, busiest in season, with no month far above the others', () => {
    const byMonth = new Map<string, number>();
    for (const listing of listings)
      if (listing.CloseDate !== null)
        byMonth.set(listing.CloseDate.slice(0, 7), (byMonth.get(listing.CloseDate.slice(0, 7)) ?? 0) + 1);
    const counts = [...byMonth.values()];
    expect(byMonth.size).toBeGreaterThanOrEqual(20);
    expect(Math.max(...counts)).toBeLessThan(2.5 * middle(counts));
    const closed = marketOf(null).map((month) => month.closed ?? 0);
    expect(closed.slice(4, 8).reduce((a, b) => a + b)).toBeGreaterThan(closed.slice(9, 13).reduce((a, b) => a + b));
  });

  it('mixes statuses like a live MLS: mostly sales, a fifth for sale, some taken off the market', () => {
    expect(share(['Closed'])).toBeGreaterThan(0.5);
    expect(share(['Active', 'Coming Soon'])).toBeGreaterThan(0.15);
    expect(share(['Active Under Contract', 'Pending'])).toBeGreaterThan(0.03);
    expect(share(['Expired', 'Withdrawn', 'Canceled'])).toBeLessThan(0.3);
  });

  it('gives every agent of the featured office sold homes as well as homes for sale', () => {
    const featured = listings.filter((listing) => listing.ListOfficeMlsId === FEATURED_OFFICE.mlsId);
    for (const agent of agentsOf(FEATURED_OFFICE.mlsId)) {
      expect(
        featured.some((listing) => listing.ListAgentMlsId === agent.mlsId && listing.StandardStatus === 'Closed'),
        agent.fullName,
      ).toBe(true);
    }
    expect(featured.filter((listing) => listing.StandardStatus === 'Active').length).toBeGreaterThanOrEqual(10);
  });
});

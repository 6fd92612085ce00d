import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketRecordArbitrary } from '@app/testing';
import { computeMarketMetrics, withoutSoldFigures, type MonthlyMarketMetrics } from './market-metrics.ts';
import { monthsEndingAt } from './market-month.ts';
import { marketBalance, marketSummary, SOLD_DATA_HIDDEN_SENTENCE } from './market-summary.ts';

function month(fields: Partial<MonthlyMarketMetrics> & { month: string }): MonthlyMarketMetrics {
  return {
    activeInventory: 412,
    newListings: 95,
    pending: 61,
    closed: 54,
    medianListPrice: 625_000,
    medianSoldPrice: 598_000,
    medianDaysOnMarket: 41,
    monthsOfSupply: 7.63,
    listToSaleRatio: 0.9651,
    medianPricePerSqft: 412.4,
    ...fields,
  };
}

const YEAR = [
  month({ month: '2025-10', activeInventory: 448 }),
  ...monthsEndingAt('2026-09', 11).map((each) => month({ month: each })),
  month({ month: '2026-10' }),
];

describe(marketSummary, () => {
  it('tells the last month in plain words, against the same month a year before', () => {
    expect(marketSummary({ area: 'Naples', months: YEAR, soldDataPublic: true })).toEqual([
      'Naples had 412 homes for sale at the end of October 2026, 8% fewer than a year before.',
      'In October, 95 homes came on the market at a median asking price of $625,000, and 61 homes went under contract.',
      '54 homes sold at a median price of $598,000 ($412 per square foot) after a median 41 days on the market; sellers received a median 96.5% of their original asking price.',
      "At the pace of sales of the last six months, the homes for sale would last 7.6 months: a buyer's market.",
    ]);
  });

  it('leaves out the comparison when the series does not reach a year back, and says when a month had no sale', () => {
    const summary = marketSummary({
      area: 'Sanibel',
      months: [
        month({
          month: '2026-10',
          activeInventory: 1,
          newListings: 0,
          pending: 1,
          closed: 0,
          medianListPrice: null,
          monthsOfSupply: null,
        }),
      ],
      soldDataPublic: true,
    });

    expect(summary).toEqual([
      'Sanibel had 1 home for sale at the end of October 2026.',
      'In October, no homes came on the market, and 1 home went under contract.',
      'No home sold in October.',
      'No home sold in the last six months, so there is no pace of sales to measure the supply against.',
    ]);
  });

  it('says more, or about as many, when the inventory grew or held', () => {
    const grown = [
      month({ month: '2025-10', activeInventory: 400 }),
      month({ month: '2026-10', activeInventory: 500 }),
    ];
    expect(marketSummary({ area: 'Estero', months: grown, soldDataPublic: true })[0]).toBe(
      'Estero had 500 homes for sale at the end of October 2026, 25% more than a year before.',
    );
    const held = [
      month({ month: '2025-10', activeInventory: 1000 }),
      month({ month: '2026-10', activeInventory: 1003 }),
    ];
    expect(marketSummary({ area: 'Estero', months: held, soldDataPublic: true })[0]).toContain(
      'about as many as a year before',
    );
  });

  it('speaks only of homes for sale and says why when sold data is not public', () => {
    const summary = marketSummary({ area: 'Naples', months: YEAR.map(withoutSoldFigures), soldDataPublic: false });

    expect(summary).toHaveLength(3);
    expect(summary[2]).toBe(SOLD_DATA_HIDDEN_SENTENCE);
    expect(summary.join(' ')).not.toMatch(/\bsold at\b|per square foot|months:/);
  });

  it('says so when there is no data', () => {
    expect(marketSummary({ area: 'Southwest Florida', months: [], soldDataPublic: true })).toEqual([
      'There is no listing data for Southwest Florida yet.',
    ]);
  });

  it('never writes NaN, Infinity, undefined or null, whatever the records', () => {
    fc.assert(
      fc.property(fc.array(marketRecordArbitrary(), { maxLength: 40 }), fc.boolean(), (records, soldDataPublic) => {
        const months = computeMarketMetrics(records, monthsEndingAt('2026-06', 13)).map((each) =>
          soldDataPublic ? each : withoutSoldFigures(each),
        );
        const text = marketSummary({ area: 'Naples', months, soldDataPublic }).join(' ');
        expect(text).not.toMatch(/NaN|Infinity|undefined|null/);
      }),
    );
  });
});

describe(marketBalance, () => {
  it("calls under 5 months a seller's market, over 6 a buyer's market, and balanced between", () => {
    expect([2, 4.99, 5, 5.5, 6, 6.01, 12].map(marketBalance)).toEqual([
      'sellers',
      'sellers',
      'balanced',
      'balanced',
      'balanced',
      'buyers',
      'buyers',
    ]);
  });
});

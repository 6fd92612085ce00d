import { describe, expect, it } from 'vitest';
import type { MarketRecord } from './market-record.ts';
import { daysOnMarket, forSaleMonths, leftMarketOn, listingMonth, saleMonth } from './market-timeline.ts';

function record(fields: Partial<MarketRecord>): MarketRecord {
  return {
    city: 'Estero',
    status: 'Active',
    listedOn: '2026-03-10',
    underContractOn: null,
    closedOn: null,
    modifiedOn: '2026-08-02',
    listPrice: 500_000,
    originalListPrice: 520_000,
    closePrice: null,
    livingArea: 1_600,
    ...fields,
  };
}

describe(leftMarketOn, () => {
  it('is null while a home is for sale or coming soon', () => {
    expect(leftMarketOn(record({}))).toBeNull();
    expect(leftMarketOn(record({ status: 'Coming Soon' }))).toBeNull();
  });

  it('is the contract day of a home under contract, or its last change without one', () => {
    expect(leftMarketOn(record({ status: 'Pending', underContractOn: '2026-05-01' }))).toBe('2026-05-01');
    expect(leftMarketOn(record({ status: 'Active Under Contract' }))).toBe('2026-08-02');
  });

  it('is the earlier of the contract and closing days of a sale', () => {
    expect(leftMarketOn(record({ status: 'Closed', underContractOn: '2026-05-01', closedOn: '2026-06-10' }))).toBe(
      '2026-05-01',
    );
    expect(leftMarketOn(record({ status: 'Closed', closedOn: '2026-06-10' }))).toBe('2026-06-10');
    expect(leftMarketOn(record({ status: 'Closed', underContractOn: '2026-07-01', closedOn: '2026-06-10' }))).toBe(
      '2026-06-10',
    );
  });

  it('is the last change of a listing taken off the market', () => {
    for (const status of ['Expired', 'Withdrawn', 'Canceled', 'Hold'] as const)
      expect(leftMarketOn(record({ status }))).toBe('2026-08-02');
  });
});

describe(forSaleMonths, () => {
  it('runs from the listing month up to the month it left the market', () => {
    expect(forSaleMonths(record({}))).toEqual({ from: '2026-03', until: null });
    expect(forSaleMonths(record({ status: 'Pending', underContractOn: '2026-05-01' }))).toEqual({
      from: '2026-03',
      until: '2026-05',
    });
  });

  it('is null when the listing never ended a month for sale', () => {
    expect(forSaleMonths(record({ status: 'Pending', underContractOn: '2026-03-28' }))).toBeNull();
    expect(forSaleMonths(record({ status: 'Coming Soon' }))).toBeNull();
    expect(forSaleMonths(record({ listedOn: null }))).toBeNull();
  });
});

describe(listingMonth, () => {
  it('is the month of the listing day, except for coming-soon listings', () => {
    expect(listingMonth(record({}))).toBe('2026-03');
    expect(listingMonth(record({ status: 'Coming Soon' }))).toBeNull();
  });
});

describe(saleMonth, () => {
  it('is the closing month of a sale only', () => {
    expect(saleMonth(record({ status: 'Closed', closedOn: '2026-06-10' }))).toBe('2026-06');
    expect(saleMonth(record({ status: 'Pending', closedOn: '2026-06-10' }))).toBeNull();
  });
});

describe(daysOnMarket, () => {
  it('counts from listing to contract, or to closing without a contract day', () => {
    expect(daysOnMarket(record({ status: 'Closed', underContractOn: '2026-04-09', closedOn: '2026-05-20' }))).toBe(30);
    expect(daysOnMarket(record({ status: 'Closed', closedOn: '2026-03-20' }))).toBe(10);
  });

  it('is unknown without a listing day, for a home still for sale, or when the dates run backwards', () => {
    expect(daysOnMarket(record({ status: 'Closed', listedOn: null, closedOn: '2026-05-20' }))).toBeNull();
    expect(daysOnMarket(record({}))).toBeNull();
    expect(daysOnMarket(record({ status: 'Closed', closedOn: '2026-03-01' }))).toBeNull();
  });
});

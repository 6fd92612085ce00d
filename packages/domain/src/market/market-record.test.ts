import { describe, expect, it } from 'vitest';
import { exampleListing, MARKET_EXAMPLE } from '@app/testing';
import { isInMarketWindow, marketRecordOf, type MarketRecord } from './market-record.ts';

const WINDOW = { from: '2026-01-01', to: '2026-03-31' };

function record(fields: Partial<MarketRecord>): MarketRecord {
  return {
    ...(marketRecordOf(exampleListing()) as MarketRecord),
    listedOn: null,
    underContractOn: null,
    closedOn: null,
    ...fields,
  };
}

describe(marketRecordOf, () => {
  it('keeps the dates, prices and area of a listing, and the UTC day of its last change', () => {
    expect(marketRecordOf(MARKET_EXAMPLE.listing)).toEqual(MARKET_EXAMPLE.record);
  });

  it('gives no record to a listing without a city', () => {
    expect(marketRecordOf(exampleListing({ City: null }))).toBeNull();
    expect(marketRecordOf(exampleListing({ City: '   ' }))).toBeNull();
  });
});

describe(isInMarketWindow, () => {
  it('keeps a listing dated up to the window end', () => {
    expect(isInMarketWindow(record({ listedOn: '2026-03-31' }), WINDOW)).toBe(true);
    expect(isInMarketWindow(record({ listedOn: '2020-01-01' }), WINDOW)).toBe(true);
    expect(isInMarketWindow(record({ listedOn: '2026-04-01' }), WINDOW)).toBe(false);
    expect(isInMarketWindow(record({}), WINDOW)).toBe(false);
  });

  it('leaves out a sale closed before the window, unless another of its days reaches it', () => {
    const sale = { status: 'Closed' as const, listedOn: '2025-09-01', underContractOn: '2025-10-01' };
    expect(isInMarketWindow(record({ ...sale, closedOn: '2025-12-31' }), WINDOW)).toBe(false);
    expect(isInMarketWindow(record({ ...sale, closedOn: '2026-01-01' }), WINDOW)).toBe(true);
    expect(isInMarketWindow(record({ ...sale, closedOn: '2026-04-02' }), WINDOW)).toBe(true);
    expect(isInMarketWindow(record({ status: 'Closed', closedOn: '2026-04-02' }), WINDOW)).toBe(false);
    expect(isInMarketWindow(record({ status: 'Closed', listedOn: '2025-06-01' }), WINDOW)).toBe(true);
  });
});

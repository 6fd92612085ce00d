import { describe, expect, it } from 'vitest';
import type { ListingChange } from '@app/domain';
import { historyRows, priceChangeText } from './listing-history-rows.ts';

const change = (fields: Partial<ListingChange>): ListingChange => ({
  propertyKey: 'p',
  listingKey: 'K1',
  listingId: '226000001',
  kind: 'listed',
  at: '2026-11-20T15:00:00.000Z',
  status: 'Active',
  listPrice: 500_000,
  price: 500_000,
  previousPrice: null,
  ...fields,
});

describe(historyRows, () => {
  it('lists the newest change first, dated in Florida, with the price and the change in percent', () => {
    const rows = historyRows([
      change({}),
      change({ kind: 'price_change', at: '2026-11-25T03:00:00.000Z', price: 478_500, previousPrice: 500_000 }),
      change({ kind: 'pending', at: '2026-11-26T15:00:00.000Z', status: 'Active Under Contract', price: 478_500 }),
    ]);
    expect(rows.map(({ date, event, price, change: delta }) => [date, event, price, delta])).toEqual([
      ['Nov 26, 2026', 'Under contract', '$478,500', ''],
      // 03:00 UTC on the 25th is still the 24th in Florida.
      ['Nov 24, 2026', 'Price reduced', '$478,500', '−4.3%'],
      ['Nov 20, 2026', 'Listed', '$500,000', ''],
    ]);
  });

  it('names every kind of change as a buyer would read it', () => {
    const events = historyRows([
      change({ kind: 'listed', status: 'Coming Soon' }),
      change({ kind: 'relisted' }),
      change({ kind: 'price_change', price: 520_000, previousPrice: 500_000 }),
      change({ kind: 'pending', status: 'Pending' }),
      change({ kind: 'sold', status: 'Closed' }),
      change({ kind: 'withdrawn' }),
      change({ kind: 'expired' }),
      change({ kind: 'canceled' }),
      change({ kind: 'back_on_market' }),
      change({ kind: 'off_market' }),
    ]).map((row) => row.event);
    expect(events.reverse()).toEqual([
      'Coming soon',
      'Relisted',
      'Price increased',
      'Pending',
      'Sold',
      'Withdrawn',
      'Expired',
      'Canceled',
      'Back on market',
      'Off market',
    ]);
  });
});

describe(priceChangeText, () => {
  it('is signed, to a tenth of a percent, and empty when a price is missing', () => {
    expect(priceChangeText({ kind: 'price_change', price: 520_000, previousPrice: 500_000 })).toBe('+4.0%');
    expect(priceChangeText({ kind: 'price_change', price: null, previousPrice: 500_000 })).toBe('');
    expect(priceChangeText({ kind: 'sold', price: 480_000, previousPrice: null })).toBe('');
  });
});

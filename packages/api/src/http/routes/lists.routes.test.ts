import { describe, expect, it } from 'vitest';
import { generateDemoListings } from '@app/demo';
import type { ListingSummary } from '@app/domain';
import { createTestApp } from '../test-app.ts';

const listings = generateDemoListings({ count: 400 });

describe('GET /api/listings/lists/{name}', () => {
  it('closed: sold listings, latest closing first', async () => {
    const { app } = createTestApp({ listings });
    const body = (await (await app.request('/api/listings/lists/closed')).json()) as { listings: ListingSummary[] };
    const dates = body.listings.map((listing) => listing.CloseDate ?? '');
    expect(body.listings.every((listing) => listing.StandardStatus === 'Closed')).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('price-changes: listings with an old and a new price, latest change first', async () => {
    const { app } = createTestApp({ listings });
    const body = (await (await app.request('/api/listings/lists/price-changes')).json()) as {
      listings: ListingSummary[];
    };
    expect(body.listings.length).toBeGreaterThan(0);
    expect(
      body.listings.every((listing) => listing.PreviousListPrice !== null && listing.PriceChangeTimestamp !== null),
    ).toBe(true);
    const times = body.listings.map((listing) => listing.PriceChangeTimestamp ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pending: only pending listings; page 2 continues page 1', async () => {
    const { app } = createTestApp({ listings });
    const first = (await (await app.request('/api/listings/lists/pending')).json()) as {
      listings: ListingSummary[];
      total: number;
    };
    expect(first.listings.every((listing) => listing.StandardStatus === 'Pending')).toBe(true);
    if (first.total > 24) {
      const second = (await (await app.request('/api/listings/lists/pending?page=2')).json()) as {
        listings: ListingSummary[];
      };
      expect(second.listings.map((listing) => listing.ListingKey)).not.toContain(first.listings[0]?.ListingKey);
    }
  });

  it('answers 404 for closed when sold data is not public, and 400 for an unknown list or page', async () => {
    const { app } = createTestApp({ listings, closedListingsPublic: false });
    expect((await app.request('/api/listings/lists/closed')).status).toBe(404);
    expect((await app.request('/api/listings/lists/cheapest')).status).toBe(400);
    expect((await app.request('/api/listings/lists/latest?page=0')).status).toBe(400);
  });
});

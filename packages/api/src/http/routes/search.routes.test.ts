import { describe, expect, it } from 'vitest';
import { generateDemoListings } from '@app/demo';
import { DEFAULT_SEARCH_STATUSES, SEARCH_PAGE_SIZE, type ListingSummary } from '@app/domain';
import { createTestApp } from '../test-app.ts';

const listings = generateDemoListings({ count: 1_000 });

interface Results {
  listings: ListingSummary[];
  total: number;
  page: number;
  pageCount: number;
}

describe('GET /api/listings/search', () => {
  it('answers a page of card summaries with the total and page count', async () => {
    const { app } = createTestApp({ listings });
    const body = (await (await app.request('/api/listings/search?city=Naples')).json()) as Results;
    expect(body.listings.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
    expect(body.total).toBeGreaterThan(0);
    expect(body.pageCount).toBe(Math.max(1, Math.ceil(body.total / SEARCH_PAGE_SIZE)));
    expect(body.listings.every((listing) => listing.City === 'Naples' && listing.Media.length <= 1)).toBe(true);
  });

  it('shows only homes that can still be bought unless a status is chosen', async () => {
    const { app } = createTestApp({ listings });
    const body = (await (await app.request('/api/listings/search?page=1')).json()) as Results;
    expect(new Set(body.listings.map((listing) => listing.StandardStatus))).not.toContain('Closed');
    const closed = (await (await app.request('/api/listings/search?status=closed')).json()) as Results;
    expect(closed.listings.every((listing) => listing.StandardStatus === 'Closed')).toBe(true);
  });

  it("finds one agent's listings by their MLS member id, and their sold ones with the status", async () => {
    const { app } = createTestApp({ listings });
    const agent = listings.find((listing) => listing.StandardStatus === 'Closed')!.ListAgentMlsId!;
    const active = (await (await app.request(`/api/listings/search?agent=${agent}`)).json()) as Results;
    const sold = (await (await app.request(`/api/listings/search?agent=${agent}&status=closed`)).json()) as Results;
    const agentOf = (id: string) => listings.find((listing) => listing.ListingId === id)?.ListAgentMlsId;
    expect(active.total).toBe(
      listings.filter(
        (listing) => listing.ListAgentMlsId === agent && DEFAULT_SEARCH_STATUSES.includes(listing.StandardStatus),
      ).length,
    );
    expect(
      active.listings.every((listing) => agentOf(listing.ListingId) === agent && listing.StandardStatus !== 'Closed'),
    ).toBe(true);
    expect(sold.total).toBe(
      listings.filter((listing) => listing.ListAgentMlsId === agent && listing.StandardStatus === 'Closed').length,
    );
    expect(sold.total).toBeGreaterThan(0);
  });

  it('keeps sold listings out when sold data is not public', async () => {
    const { app } = createTestApp({ listings, closedListingsPublic: false });
    const body = (await (await app.request('/api/listings/search?status=closed')).json()) as Results;
    expect(body.total).toBe(0);
  });

  it.each([
    ['zip=123', 'zip: must be a 5-digit ZIP code'],
    ['agent=A%20100', "agent: must be an agent's MLS member id"],
    ['beds=2.5', 'beds: Bedrooms must be a whole number'],
    ['minPrice=900000&maxPrice=100000', 'minPrice: Minimum price is above maximum price'],
    ['status=sold', 'status: Unknown status sold'],
    ['sort=cheapest', 'sort: must be one of'],
    ['bounds=26,-81,25,-80', 'bounds: Map area must be'],
    ['polygon=26,-81_27,-81', 'polygon: A drawn area needs 3 to 100 corners'],
  ])('rejects ?%s with a 400 naming the problem', async (query, message) => {
    const { app } = createTestApp({ listings });
    const response = await app.request(`/api/listings/search?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it('answers 503 with the catalogue message when the store fails', async () => {
    const { app, listings: store } = createTestApp({ listings });
    store.failNextWith(new Error('disk full'));
    const response = await app.request('/api/listings/search');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Error fetching properties' });
  });
});

describe('GET /api/listings/pins', () => {
  it('answers a compact pin for every match with coordinates, gzipped for clients that accept it', async () => {
    const { app } = createTestApp({ listings });
    const response = await app.request('/api/listings/pins?city=Naples', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/api/listings/pins?city=Naples');
    const body = (await plain.json()) as { total: number; pins: [string, number, number, number | null, string][] };
    const expected = listings.filter(
      (listing) => listing.City === 'Naples' && DEFAULT_SEARCH_STATUSES.includes(listing.StandardStatus),
    );
    expect(body.total).toBe(expected.length);
    expect(body.pins.every((pin) => pin.length === 5 && typeof pin[1] === 'number')).toBe(true);
  });

  it('filters by a drawn polygon', async () => {
    const { app } = createTestApp({ listings });
    const all = (await (await app.request('/api/listings/pins')).json()) as { total: number };
    const square = (await (
      await app.request('/api/listings/pins?polygon=26.1,-81.85_26.1,-81.7_26.3,-81.7_26.3,-81.85')
    ).json()) as {
      total: number;
      pins: [string, number, number][];
    };
    expect(square.total).toBeLessThan(all.total);
    for (const [, lat, lng] of square.pins) {
      expect(lat).toBeGreaterThanOrEqual(26.1);
      expect(lng).toBeLessThanOrEqual(-81.7);
    }
  });
});

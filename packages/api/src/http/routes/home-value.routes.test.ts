import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoListings } from '@app/demo';
import type { HomeValue, Listing, NearbySales } from '@app/domain';
import { exampleListing } from '@app/testing';
import { createTestApp } from '../test-app.ts';
import { UNKNOWN_HOME_MESSAGE } from './home-value.routes.ts';

/** A home in Pelican Bay and five sales like it there in 2026 (the test app's data date is the newest change). */
function pelicanBay(): Listing[] {
  const home = exampleListing({
    ListingKey: 'HOME',
    ListingId: '226000001',
    StandardStatus: 'Active',
    ListPrice: 1_100_000,
    SubdivisionName: 'Pelican Bay',
    City: 'Naples',
    LivingArea: 2_000,
    BedroomsTotal: 3,
    YearBuilt: 2000,
    PropertySubType: 'Single Family Residence',
    ModificationTimestamp: '2026-10-31T12:00:00.000Z',
  });
  const sales = [980_000, 1_000_000, 1_020_000, 1_040_000, 990_000].map((price, index) =>
    exampleListing({
      ...home,
      ListingKey: `SOLD${index}`,
      ListingId: `22500000${index}`,
      StandardStatus: 'Closed',
      ClosePrice: price,
      CloseDate: `2026-0${index + 3}-15`,
      ModificationTimestamp: '2026-09-01T12:00:00.000Z',
    }),
  );
  return [home, ...sales];
}

describe('GET /api/home-value', () => {
  it('values a known home from its subdivision’s sales, with the comparables', async () => {
    const { app } = createTestApp({ listings: pelicanBay() });
    const response = await app.request('/api/home-value?listingId=226000001');
    const body = (await response.json()) as HomeValue;

    expect(response.status).toBe(200);
    expect(body.home).toMatchObject({ listingId: '226000001', subdivision: 'Pelican Bay', livingArea: 2_000 });
    expect(body.valuation.kind).toBe('estimate');
    if (body.valuation.kind !== 'estimate') return;
    expect(body.valuation.comparables.map((comparable) => comparable.sale.ListingKey).sort()).toEqual([
      'SOLD0',
      'SOLD1',
      'SOLD2',
      'SOLD3',
      'SOLD4',
    ]);
    expect(body.valuation.low).toBeLessThanOrEqual(body.valuation.point);
    expect(body.valuation.point).toBeLessThanOrEqual(body.valuation.high);
  });

  it('values typed facts by the city when there is no address', async () => {
    const { app } = createTestApp({ listings: pelicanBay() });
    const response = await app.request('/api/home-value?livingArea=2100&bedrooms=3&bathrooms=2.5&city=naples');
    const body = (await response.json()) as HomeValue;

    expect(body.home).toMatchObject({ listingId: null, livingArea: 2_100, bathrooms: 2.5, city: 'naples' });
    expect(body.valuation.kind).toBe('estimate');
  });

  it('says why there is no estimate where the seller switched estimates off, or sold data is not public', async () => {
    const listings = pelicanBay().map((listing) =>
      listing.ListingKey === 'HOME' ? { ...listing, InternetAutomatedValuationDisplayYN: false } : listing,
    );
    const optedOut = (await (
      await createTestApp({ listings }).app.request('/api/home-value?listingId=226000001')
    ).json()) as HomeValue;
    const hidden = createTestApp({ listings: pelicanBay(), closedListingsPublic: false }).app;
    const privateSold = (await (
      await hidden.request('/api/home-value?livingArea=2000&city=Naples')
    ).json()) as HomeValue;

    expect(optedOut.valuation).toEqual({ kind: 'refused', reason: 'seller-opted-out', comparables: [] });
    expect(privateSold.valuation).toEqual({ kind: 'refused', reason: 'sold-data-private', comparables: [] });
  });

  it('answers 404 for an unknown listing', async () => {
    const { app } = createTestApp({ listings: pelicanBay() });
    const response = await app.request('/api/home-value?listingId=999');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: UNKNOWN_HOME_MESSAGE });
  });

  it('answers 400 naming the problem for bad input', async () => {
    const { app } = createTestApp({ listings: pelicanBay() });
    const cases = [
      '',
      'listingId=226000001&livingArea=2000',
      'livingArea=abc',
      'livingArea=100',
      'livingArea=2000&bedrooms=-1',
      'livingArea=2000&bathrooms=2.25',
      'livingArea=2000&yearBuilt=1700',
      'livingArea=2000&city=',
      'listingId=%27%3B%20drop',
      'livingArea=2000&pool=yes',
    ];
    for (const query of cases) {
      const response = await app.request(`/api/home-value?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toMatch(/^Invalid request: /);
    }
  });

  it('never answers a server error, whatever the query', async () => {
    const { app } = createTestApp({ listings: generateDemoListings({ count: 200 }) });
    const key = fc.constantFrom(
      'listingId',
      'livingArea',
      'bedrooms',
      'bathrooms',
      'yearBuilt',
      'city',
      'subdivision',
      'x',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, fc.string({ maxLength: 12 })), { maxLength: 4 }), async (pairs) => {
        const response = await app.request(`/api/home-value?${new URLSearchParams(pairs).toString()}`);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('GET /api/listings/{listingId}/nearby-sales', () => {
  it('answers the closest comparable sales with price per square foot next to the home’s', async () => {
    const { app } = createTestApp({ listings: pelicanBay() });
    const body = (await (await app.request('/api/listings/226000001/nearby-sales')).json()) as NearbySales;

    expect(body.pricePerSqft).toBe(550);
    expect(body.sales).toHaveLength(4);
    expect(body.sales[0]?.pricePerSqft).toBe((body.sales[0]?.sale.ClosePrice ?? 0) / 2_000);
  });

  it('answers 404 when sold data is not public', async () => {
    const { app } = createTestApp({ listings: pelicanBay(), closedListingsPublic: false });
    expect((await app.request('/api/listings/226000001/nearby-sales')).status).toBe(404);
  });

  it('answers 400 for a malformed MLS number', async () => {
    const { app } = createTestApp({ listings: pelicanBay() });
    expect((await app.request('/api/listings/%20%3Cb%3E/nearby-sales')).status).toBe(400);
  });
});

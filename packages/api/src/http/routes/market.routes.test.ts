import { describe, expect, it } from 'vitest';
import { generateDemoListings } from '@app/demo';
import { SOLD_DATA_HIDDEN_SENTENCE, type MarketActivity } from '@app/domain';
import { exampleListing } from '@app/testing';
import { MARKET_ACTIVITY_TTL_MS } from '../../cache/cached-public-services.ts';
import { createTestApp } from '../test-app.ts';
import { unknownMarketCityMessage } from './market.routes.ts';

const listings = generateDemoListings({ count: 600 });

async function activity(app: ReturnType<typeof createTestApp>['app'], query = ''): Promise<MarketActivity> {
  const response = await app.request(`/api/market-activity${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MarketActivity;
}

describe('GET /api/market-activity', () => {
  it('answers the last 12 complete months of every city, with the cities, the summary and the data date', async () => {
    const { app } = createTestApp({ listings });
    const response = await app.request('/api/market-activity');
    const body = (await response.json()) as MarketActivity;

    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(body).toMatchObject({ city: null, area: 'Southwest Florida', soldDataPublic: true });
    expect(body.cities).toContain('Naples');
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1)?.month).toBe('2026-10');
    expect(body.months.at(-1)?.activeInventory).toBeGreaterThan(0);
    expect(body.summary[0]).toMatch(/^Southwest Florida had [\d,]+ homes for sale at the end of October 2026/);
    expect(Date.parse(body.dataAsOf ?? '')).toBeGreaterThan(Date.parse('2026-10-01'));
  });

  it('answers one city in any letter case, and the cities add up to the whole', async () => {
    const { app } = createTestApp({ listings });
    const all = await activity(app, '?months=6');
    const perCity = await Promise.all(
      all.cities.map((city) => activity(app, `?months=6&city=${encodeURIComponent(city.toUpperCase())}`)),
    );

    expect(perCity.map((each) => each.city)).toEqual(all.cities);
    for (const name of ['activeInventory', 'newListings', 'pending', 'closed'] as const) {
      all.months.forEach((month, index) =>
        expect(perCity.reduce((sum, each) => sum + (each.months[index]?.[name] ?? 0), 0)).toBe(month[name]),
      );
    }
  });

  it('answers 404 for a city without listing data', async () => {
    const { app } = createTestApp({ listings });
    const response = await app.request('/api/market-activity?city=Atlantis');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: unknownMarketCityMessage('Atlantis') });
  });

  it('answers 400 naming the problem for bad months, an empty city or an unknown parameter', async () => {
    const { app } = createTestApp({ listings });
    for (const query of ['months=0', 'months=25', 'months=two', 'city=', 'town=Naples']) {
      const response = await app.request(`/api/market-activity?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid request: /);
    }
  });

  it('leaves out every sold figure when sold data is not public, and says so', async () => {
    const { app } = createTestApp({ listings, closedListingsPublic: false });
    const body = await activity(app, '?city=Naples');

    expect(body.soldDataPublic).toBe(false);
    expect(
      body.months.every(
        (month) => month.closed === null && month.medianSoldPrice === null && month.monthsOfSupply === null,
      ),
    ).toBe(true);
    expect(body.summary.at(-1)).toBe(SOLD_DATA_HIDDEN_SENTENCE);
    expect(JSON.stringify(body)).not.toMatch(
      /"(closed|medianSoldPrice|medianDaysOnMarket|monthsOfSupply|listToSaleRatio|medianPricePerSqft)":\d/,
    );
  });

  it('keeps its figures for five minutes, then computes them again', async () => {
    const { app, clock, listings: store } = createTestApp({ listings });
    const before = (await activity(app, '?city=Estero')).months.at(-1)?.newListings ?? 0;
    const newListing = exampleListing({
      ListingKey: 'NEW1',
      ListingId: '299999999',
      City: 'Estero',
      StandardStatus: 'Active',
      ListingContractDate: '2026-10-15',
    });
    await store.upsertMany([newListing]);

    expect((await activity(app, '?city=Estero')).months.at(-1)?.newListings).toBe(before);
    clock.advance(MARKET_ACTIVITY_TTL_MS);
    expect((await activity(app, '?city=Estero')).months.at(-1)?.newListings).toBe(before + 1);
  });

  it('is described in the OpenAPI document', async () => {
    const { app } = createTestApp({ listings });
    const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(document.paths['/api/market-activity']).toBeDefined();
  });
});

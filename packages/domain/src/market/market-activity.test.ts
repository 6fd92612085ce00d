import { describe, expect, it } from 'vitest';
import { exampleListing, InMemoryListingStore, InMemoryMarketDataSource } from '@app/testing';
import type { Listing } from '../listing/listing.ts';
import {
  ALL_CITIES_AREA,
  createGetMarketActivity,
  marketCityNames,
  MARKET_MONTHS_DEFAULT,
  MARKET_MONTHS_MAX,
} from './market-activity.ts';
import { SOLD_DATA_HIDDEN_SENTENCE } from './market-summary.ts';

let sequence = 0;
function listing(fields: Partial<Listing>): Listing {
  sequence += 1;
  return exampleListing({
    ListingKey: `MA${sequence}`,
    ListingId: `40000${String(sequence).padStart(4, '0')}`,
    ModificationTimestamp: '2026-10-20T12:00:00.000Z',
    ...fields,
  });
}

const LISTINGS: readonly Listing[] = [
  listing({ City: 'Naples', StandardStatus: 'Active', ListingContractDate: '2025-06-10', OriginalListPrice: 800_000 }),
  listing({ City: 'Naples', StandardStatus: 'Active', ListingContractDate: '2026-09-02', OriginalListPrice: 900_000 }),
  listing({
    City: 'NAPLES',
    StandardStatus: 'Closed',
    ListingContractDate: '2026-07-01',
    PurchaseContractDate: '2026-08-01',
    CloseDate: '2026-09-15',
    OriginalListPrice: 700_000,
    ClosePrice: 680_000,
    LivingArea: 2_000,
  }),
  listing({
    City: 'Naples',
    StandardStatus: 'Active',
    ListingContractDate: '2026-11-05',
    ModificationTimestamp: '2026-11-06T09:00:00.000Z',
  }),
  listing({
    City: 'Estero',
    StandardStatus: 'Pending',
    ListingContractDate: '2026-05-01',
    PurchaseContractDate: '2026-10-03',
  }),
  listing({ City: null, StandardStatus: 'Active', ListingContractDate: '2026-05-01' }),
];

function getMarketActivity(listings: readonly Listing[] = LISTINGS, closedListingsPublic = true) {
  const store = new InMemoryListingStore(listings);
  return createGetMarketActivity({
    source: new InMemoryMarketDataSource(store),
    listings: store,
    visibility: { closedListingsPublic },
  });
}

describe(createGetMarketActivity, () => {
  it('shows every city by default, up to the last complete month of the data, with its date', async () => {
    const activity = await getMarketActivity()({});

    expect(activity).toMatchObject({
      city: null,
      area: ALL_CITIES_AREA,
      cities: ['Estero', 'Naples'],
      dataAsOf: '2026-11-06T09:00:00.000Z',
      soldDataPublic: true,
    });
    expect(activity?.months).toHaveLength(MARKET_MONTHS_DEFAULT);
    expect(activity?.months.map((metrics) => metrics.month).slice(-2)).toEqual(['2026-09', '2026-10']);
    expect(activity?.months.at(-1)).toMatchObject({ activeInventory: 2, pending: 1, closed: 0, monthsOfSupply: 12 });
    expect(activity?.yearBefore).toMatchObject({ month: '2025-10', activeInventory: 1 });
    expect(activity?.summary[0]).toBe(
      'Southwest Florida had 2 homes for sale at the end of October 2026, 100% more than a year before.',
    );
  });

  it('finds a city in any letter case, counting every spelling of it', async () => {
    const activity = await getMarketActivity()({ city: 'naples', months: 3 });

    expect(activity?.city).toBe('Naples');
    expect(activity?.area).toBe('Naples');
    expect(activity?.months.map((metrics) => [metrics.month, metrics.activeInventory, metrics.closed])).toEqual([
      ['2026-08', 1, 0],
      ['2026-09', 2, 1],
      ['2026-10', 2, 0],
    ]);
    expect(activity?.months[1]).toMatchObject({
      medianSoldPrice: 680_000,
      medianDaysOnMarket: 31,
      listToSaleRatio: 680 / 700,
      medianPricePerSqft: 340,
    });
  });

  it('answers null for a city the listing data does not have', async () => {
    expect(await getMarketActivity()({ city: 'Atlantis' })).toBeNull();
  });

  it('keeps the number of months between 1 and the maximum', async () => {
    const get = getMarketActivity();
    expect((await get({ months: 0 }))?.months).toHaveLength(1);
    expect((await get({ months: 99 }))?.months).toHaveLength(MARKET_MONTHS_MAX);
    expect((await get({ months: 5.7 }))?.months).toHaveLength(5);
  });

  it('leaves out every sold figure when sold data is not public, and says so', async () => {
    const activity = await getMarketActivity(LISTINGS, false)({ city: 'Naples' });

    expect(activity?.soldDataPublic).toBe(false);
    for (const metrics of activity?.months ?? []) {
      expect([
        metrics.closed,
        metrics.medianSoldPrice,
        metrics.medianDaysOnMarket,
        metrics.monthsOfSupply,
        metrics.listToSaleRatio,
        metrics.medianPricePerSqft,
      ]).toEqual([null, null, null, null, null, null]);
    }
    expect(activity?.months.at(-1)?.activeInventory).toBe(2);
    expect(activity?.summary.at(-1)).toBe(SOLD_DATA_HIDDEN_SENTENCE);
  });

  it('answers no months and says there is no data when there are no listings', async () => {
    const activity = await getMarketActivity([])({});

    expect(activity).toEqual({
      city: null,
      area: ALL_CITIES_AREA,
      cities: [],
      months: [],
      yearBefore: null,
      summary: ['There is no listing data for Southwest Florida yet.'],
      dataAsOf: null,
      soldDataPublic: true,
    });
  });
});

describe(marketCityNames, () => {
  it('sorts the cities by name and keeps the commonest spelling of each', () => {
    const cities = [
      { name: 'NAPLES', listings: 2 },
      { name: 'Estero', listings: 5 },
      { name: 'Naples', listings: 40 },
      { name: 'Bonita Springs', listings: 1 },
    ];
    expect(marketCityNames(cities)).toEqual(['Bonita Springs', 'Estero', 'Naples']);
  });
});

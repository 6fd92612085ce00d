import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Listing, ListingStore, MarketDataQuery, MarketDataSource } from '@app/domain';
import { exampleListing, listingDateArbitrary, listingsArbitrary } from '../arbitraries/listing.arbitrary.ts';
import { InMemoryListingStore } from '../fakes/in-memory-listing-store.ts';
import { InMemoryMarketDataSource } from '../fakes/in-memory-market-data-source.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';
import { MARKET_EXAMPLE } from './market-example.ts';

/** What the market data source contract needs: the source and the listing store it reads (empty after reset). */
export type MarketDataSourceFixture = ContractFixture<'source', MarketDataSource> & { readonly listings: ListingStore };

const WIDE_WINDOW = { from: '2000-01-01', to: '2100-12-31' };

/** Items in a fixed order, so answers in no particular order compare. */
function sorted<T>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}

/** A listing told apart by its ListPrice, with the given dates. */
function dated(id: number, fields: Partial<Listing>): Listing {
  return exampleListing({
    ListingKey: `MK${id}`,
    ListingId: `30000000${id}`,
    ListPrice: id * 1_000,
    OriginalListPrice: null,
    ...fields,
  });
}

const WINDOW_CASES: readonly Listing[] = [
  dated(1, { StandardStatus: 'Active', ListingContractDate: '2026-03-31' }),
  dated(2, { StandardStatus: 'Active', ListingContractDate: '2026-04-01' }),
  dated(3, {
    StandardStatus: 'Closed',
    ListingContractDate: '2025-09-01',
    PurchaseContractDate: '2025-10-01',
    CloseDate: '2025-12-31',
  }),
  dated(4, {
    StandardStatus: 'Closed',
    ListingContractDate: '2025-09-01',
    PurchaseContractDate: '2025-10-01',
    CloseDate: '2026-01-01',
  }),
  dated(5, { StandardStatus: 'Pending', ListingContractDate: '2025-01-01', PurchaseContractDate: '2025-02-01' }),
  dated(6, {
    StandardStatus: 'Closed',
    ListingContractDate: null,
    PurchaseContractDate: null,
    CloseDate: '2026-04-02',
  }),
  dated(7, { StandardStatus: 'Active', ListingContractDate: null }),
  dated(8, {
    StandardStatus: 'Closed',
    ListingContractDate: '2026-02-01',
    PurchaseContractDate: null,
    CloseDate: '2025-11-30',
  }),
  dated(9, {
    StandardStatus: 'Closed',
    ListingContractDate: '2025-06-01',
    PurchaseContractDate: null,
    CloseDate: null,
  }),
];

/**
 * Declares the behaviour every MarketDataSource must have (its JSDoc promises), as a vitest suite
 * run against the adapter setup returns: the record of a listing field by field, the city and
 * window selection, the cities, and random listings answered as the in-memory reference answers.
 */
export function marketDataSourceContract(name: string, setup: () => Promise<MarketDataSourceFixture>): void {
  describe(`MarketDataSource contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const source = () => fixture().source;
    const prices = async (query: MarketDataQuery) =>
      (await source().records(query)).map((record) => record.listPrice).sort((a, b) => (a ?? 0) - (b ?? 0));

    it('answers no records and no cities when there are no listings', async () => {
      expect(await source().records(WIDE_WINDOW)).toEqual([]);
      expect(await source().cities()).toEqual([]);
    });

    it('gives each listing the record of its market facts', async () => {
      await fixture().listings.upsertMany([MARKET_EXAMPLE.listing]);

      expect(await source().records(WIDE_WINDOW)).toEqual([MARKET_EXAMPLE.record]);
    });

    it('leaves out listings with no City or a blank one', async () => {
      await fixture().listings.upsertMany([
        dated(1, { City: null }),
        dated(2, { City: '  ' }),
        dated(3, { City: 'Estero' }),
      ]);

      expect(await prices(WIDE_WINDOW)).toEqual([3_000]);
      expect(await source().cities()).toEqual([{ name: 'Estero', listings: 1 }]);
    });

    it('selects a city in any letter case, and every city without one', async () => {
      await fixture().listings.upsertMany([
        dated(1, { City: 'Naples' }),
        dated(2, { City: 'NAPLES' }),
        dated(3, { City: 'Fort Myers' }),
      ]);

      expect(await prices({ ...WIDE_WINDOW, city: 'naples' })).toEqual([1_000, 2_000]);
      expect(await prices({ ...WIDE_WINDOW, city: 'Fort Myers' })).toEqual([3_000]);
      expect(await prices({ ...WIDE_WINDOW, city: 'Fort' })).toEqual([]);
      expect(await prices(WIDE_WINDOW)).toEqual([1_000, 2_000, 3_000]);
    });

    it('keeps listings dated up to the window end, leaving out sales closed before the window start', async () => {
      await fixture().listings.upsertMany(WINDOW_CASES);

      expect(await prices({ from: '2026-01-01', to: '2026-03-31' })).toEqual([1_000, 4_000, 5_000, 8_000, 9_000]);
    });

    it('counts the listings of each City as spelled', async () => {
      await fixture().listings.upsertMany([
        dated(1, { City: 'Naples' }),
        dated(2, { City: 'NAPLES' }),
        dated(3, { City: 'Naples' }),
      ]);

      const cities = [...(await source().cities())].sort((a, b) => (a.name < b.name ? -1 : 1));
      expect(cities).toEqual([
        { name: 'NAPLES', listings: 1 },
        { name: 'Naples', listings: 2 },
      ]);
    });

    it('answers random listings and windows as the in-memory reference does', async () => {
      const listings = listingsArbitrary({
        minLength: 1,
        maxLength: 25,
        overrides: { City: fc.option(fc.constantFrom('Naples', 'NAPLES', 'Estero', ' '), { nil: null }) },
      });
      const window = fc
        .tuple(listingDateArbitrary, listingDateArbitrary)
        .map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));
      const city = fc.option(fc.constantFrom('naples', 'Estero', 'Bonita Springs'), { nil: undefined });
      await fc.assert(
        fc.asyncProperty(listings, window, city, async (given, days, chosen) => {
          await fixture().reset();
          await fixture().listings.upsertMany(given);
          const reference = new InMemoryMarketDataSource(new InMemoryListingStore(given));
          const query = { ...days, ...(chosen === undefined ? {} : { city: chosen }) };

          expect(sorted(await source().records(query))).toEqual(sorted(await reference.records(query)));
          expect(sorted(await source().cities())).toEqual(sorted(await reference.cities()));
        }),
        { numRuns: 25 },
      );
    });
  });
}

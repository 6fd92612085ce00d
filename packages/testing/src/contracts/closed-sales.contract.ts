import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closedSaleOf, type ClosedSaleQuery, type ClosedSales, type Listing, type ListingStore } from '@app/domain';
import { exampleListing, listingDateArbitrary, listingsArbitrary } from '../arbitraries/listing.arbitrary.ts';
import { InMemoryClosedSales } from '../fakes/in-memory-closed-sales.ts';
import { InMemoryListingStore } from '../fakes/in-memory-listing-store.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the closed sales contract needs: the port and the listing store it reads (empty after reset). */
export type ClosedSalesFixture = ContractFixture<'sales', ClosedSales> & { readonly listings: ListingStore };

const NAPLES = { lat: 26.2, lng: -81.8 };

/** A closed sale told apart by its number, near Naples by default. */
function sold(id: number, fields: Partial<Listing> = {}): Listing {
  return exampleListing({
    ListingKey: `CS${String(id).padStart(3, '0')}`,
    ListingId: `40000${String(id).padStart(3, '0')}`,
    StandardStatus: 'Closed',
    ClosePrice: 500_000 + id * 1_000,
    CloseDate: '2026-06-01',
    LivingArea: 2_000,
    SubdivisionName: 'Pelican Bay',
    City: 'Naples',
    PropertySubType: 'Single Family Residence',
    Latitude: NAPLES.lat,
    Longitude: NAPLES.lng,
    ...fields,
  });
}

const QUERY: Omit<ClosedSaleQuery, 'area'> = {
  closedFrom: '2025-11-01',
  closedTo: '2026-10-31',
  minLivingArea: 1_500,
  maxLivingArea: 2_500,
  limit: 50,
};

/**
 * Declares the behaviour every ClosedSales adapter must have (its JSDoc promises), as a vitest suite run against the
 * adapter setup returns: which listings are sales, the window, size and kind filters, each kind of area and its order,
 * and random listings answered as the in-memory reference answers.
 */
export function closedSalesContract(name: string, setup: () => Promise<ClosedSalesFixture>): void {
  describe(`ClosedSales contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const keys = async (query: ClosedSaleQuery) =>
      (await fixture().sales.closedSales(query)).map((sale) => sale.ListingKey);

    it('answers a sale with its fields as the listing carries them', async () => {
      const listing = sold(1, { StreetNumber: '801', UnitNumber: '2B', BathroomsHalf: 1, YearBuilt: 1995 });
      await fixture().listings.upsertMany([listing]);

      expect(await fixture().sales.closedSales({ ...QUERY, area: { city: 'Naples' } })).toEqual([
        closedSaleOf(listing),
      ]);
    });

    it('answers only Closed listings with a positive price, a close day in the window and a size in the range', async () => {
      await fixture().listings.upsertMany([
        sold(1),
        sold(2, { StandardStatus: 'Pending' }),
        sold(3, { ClosePrice: null }),
        sold(4, { ClosePrice: 0 }),
        sold(5, { CloseDate: null }),
        sold(6, { CloseDate: '2025-10-31' }),
        sold(7, { CloseDate: '2025-11-01' }),
        sold(8, { CloseDate: '2026-10-31' }),
        sold(9, { CloseDate: '2026-11-01' }),
        sold(10, { LivingArea: null }),
        sold(11, { LivingArea: 1_499 }),
        sold(12, { LivingArea: 1_500 }),
        sold(13, { LivingArea: 2_500 }),
        sold(14, { LivingArea: 2_501 }),
      ]);

      expect((await keys({ ...QUERY, area: { city: 'Naples' } })).sort()).toEqual([
        'CS001',
        'CS007',
        'CS008',
        'CS012',
        'CS013',
      ]);
    });

    it('selects a kind, leaves out the home being valued, and answers at most the limit', async () => {
      await fixture().listings.upsertMany([sold(1), sold(2, { PropertySubType: 'Condominium' }), sold(3), sold(4)]);
      const area = { city: 'Naples' };

      expect(await keys({ ...QUERY, area, propertySubType: 'Condominium' })).toEqual(['CS002']);
      expect((await keys({ ...QUERY, area, excludeListingKey: 'CS003' })).sort()).toEqual(['CS001', 'CS002', 'CS004']);
      expect(await keys({ ...QUERY, area, limit: 2 })).toHaveLength(2);
    });

    it('selects a subdivision or a city in any letter case, the latest sale first', async () => {
      await fixture().listings.upsertMany([
        sold(1, { CloseDate: '2026-03-01' }),
        sold(2, { SubdivisionName: 'PELICAN BAY', CloseDate: '2026-05-01' }),
        sold(3, { SubdivisionName: 'Park Shore', City: 'NAPLES', CloseDate: '2026-04-01' }),
        sold(4, { SubdivisionName: 'Pelican Landing', City: 'Bonita Springs', CloseDate: '2026-05-01' }),
        sold(5, { SubdivisionName: null, CloseDate: '2026-03-01' }),
      ]);

      expect(await keys({ ...QUERY, area: { subdivision: 'pelican bay' } })).toEqual(['CS002', 'CS001']);
      expect(await keys({ ...QUERY, area: { city: 'naples' } })).toEqual(['CS002', 'CS003', 'CS001', 'CS005']);
    });

    it('selects the sales within the radius, nearest first, never one without coordinates', async () => {
      await fixture().listings.upsertMany([
        sold(1, { Latitude: NAPLES.lat + 0.02 }),
        sold(2, { Latitude: NAPLES.lat + 0.01 }),
        sold(3, { Latitude: NAPLES.lat + 0.05 }),
        sold(4, { Latitude: null }),
        sold(5, { Longitude: NAPLES.lng - 0.01 }),
      ]);

      // 0.01° of latitude is 0.69 mile; 0.01° of longitude at 26.2° N about 0.62 mile.
      expect(await keys({ ...QUERY, area: { near: NAPLES, radiusMiles: 1.5 } })).toEqual(['CS005', 'CS002', 'CS001']);
    });

    it('answers random listings and queries as the in-memory reference does', async () => {
      const listings = listingsArbitrary({
        minLength: 1,
        maxLength: 25,
        overrides: {
          StandardStatus: fc.constantFrom('Closed', 'Closed', 'Active'),
          ClosePrice: fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: null }),
          CloseDate: fc.option(listingDateArbitrary, { nil: null }),
          City: fc.option(fc.constantFrom('Naples', 'NAPLES', 'Estero'), { nil: null }),
        },
      });
      const area = fc.oneof(
        fc.constantFrom({ city: 'naples' }, { city: 'Estero' }),
        fc.constant({ subdivision: 'Pelican Bay' }),
        fc
          .double({ min: 1, max: 60, noNaN: true })
          .map((radiusMiles) => ({ near: { lat: 26, lng: -81.5 }, radiusMiles })),
      );
      const window = fc
        .tuple(listingDateArbitrary, listingDateArbitrary)
        .map(([a, b]) => (a <= b ? { closedFrom: a, closedTo: b } : { closedFrom: b, closedTo: a }));
      await fc.assert(
        fc.asyncProperty(listings, area, window, async (given, where, days) => {
          await fixture().reset();
          await fixture().listings.upsertMany(given);
          const reference = new InMemoryClosedSales(new InMemoryListingStore(given));
          const query = { ...QUERY, ...days, minLivingArea: 400, maxLivingArea: 12_000, area: where };

          expect(await fixture().sales.closedSales(query)).toEqual(await reference.closedSales(query));
        }),
        { numRuns: 25 },
      );
    });
  });
}

import { exampleListing, listingsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_STATUSES } from '../search/listing-search.ts';
import { communityStatistics, NEW_LISTING_DAYS } from './community-statistics.ts';

const NOW = '2025-03-15T12:00:00.000Z';

const home = (key: string, fields: Parameters<typeof exampleListing>[0] = {}) =>
  exampleListing({ ListingKey: key, StandardStatus: 'Active', ...fields });

describe(communityStatistics, () => {
  it('counts homes for sale with their median, lowest and highest price and median price per square foot', () => {
    const stats = communityStatistics(
      [
        home('a', { ListPrice: 500_000, LivingArea: 2_000 }),
        home('b', { ListPrice: 900_000, LivingArea: 3_000, StandardStatus: 'Coming Soon' }),
        home('c', { ListPrice: 1_300_000, LivingArea: 2_600, StandardStatus: 'Active Under Contract' }),
        home('d', { ListPrice: 2_000_000, LivingArea: null }),
      ],
      NOW,
    );
    expect(stats).toEqual({
      homesForSale: 4,
      medianListPrice: 1_100_000,
      lowestListPrice: 500_000,
      highestListPrice: 2_000_000,
      medianPricePerSqft: 300,
      newListings: 0,
    });
  });

  it('leaves out pending, sold and withdrawn homes, and counts a listing given twice once', () => {
    const stats = communityStatistics(
      [
        home('a', { ListPrice: 400_000 }),
        home('a', { ListPrice: 400_000 }),
        home('p', { StandardStatus: 'Pending' }),
        home('s', { StandardStatus: 'Closed' }),
        home('w', { StandardStatus: 'Withdrawn' }),
      ],
      NOW,
    );
    expect(stats.homesForSale).toBe(1);
    expect(stats.medianListPrice).toBe(400_000);
  });

  it(`counts as new the homes listed in the last ${NEW_LISTING_DAYS} days, not later than now`, () => {
    const stats = communityStatistics(
      [
        home('today', { ListingContractDate: '2025-03-15' }),
        home('29-days', { ListingContractDate: '2025-02-14' }),
        home('31-days', { ListingContractDate: '2025-02-12' }),
        home('future', { ListingContractDate: '2025-04-01' }),
        home('unknown', { ListingContractDate: null }),
      ],
      NOW,
    );
    expect(stats.newListings).toBe(2);
  });

  it('has no figures but zero counts for a community with nothing for sale', () => {
    expect(communityStatistics([], NOW)).toEqual({
      homesForSale: 0,
      medianListPrice: null,
      lowestListPrice: null,
      highestListPrice: null,
      medianPricePerSqft: null,
      newListings: 0,
    });
  });

  it('keeps every figure consistent: the median price lies in the range, new homes are homes for sale', () => {
    fc.assert(
      fc.property(
        listingsArbitrary({ maxLength: 30 }),
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2024-06-01T00:00:00Z'), noInvalidDate: true }),
        (listings, now) => {
          const stats = communityStatistics(listings, now.toISOString());
          const forSale = listings.filter((listing) => DEFAULT_SEARCH_STATUSES.includes(listing.StandardStatus));
          expect(stats.homesForSale).toBe(forSale.length);
          expect(stats.newListings).toBeLessThanOrEqual(stats.homesForSale);
          if (stats.medianListPrice === null) {
            expect(stats.lowestListPrice).toBeNull();
            expect(forSale.every((listing) => listing.ListPrice === null)).toBe(true);
          } else {
            expect(stats.medianListPrice).toBeGreaterThanOrEqual(stats.lowestListPrice as number);
            expect(stats.medianListPrice).toBeLessThanOrEqual(stats.highestListPrice as number);
          }
        },
      ),
    );
  });

  it('bounds the median price per square foot by the cheapest and dearest square foot', () => {
    fc.assert(
      fc.property(listingsArbitrary({ maxLength: 30 }), (listings) => {
        const rates = listings
          .filter(
            (listing) =>
              DEFAULT_SEARCH_STATUSES.includes(listing.StandardStatus) &&
              listing.ListPrice !== null &&
              listing.LivingArea !== null,
          )
          .map((listing) => (listing.ListPrice as number) / (listing.LivingArea as number));
        const { medianPricePerSqft } = communityStatistics(listings, NOW);
        if (rates.length === 0) expect(medianPricePerSqft).toBeNull();
        else {
          expect(medianPricePerSqft).toBeGreaterThanOrEqual(Math.min(...rates) - 1e-9);
          expect(medianPricePerSqft).toBeLessThanOrEqual(Math.max(...rates) + 1e-9);
        }
      }),
    );
  });

  it('does not depend on the order of the listings', () => {
    fc.assert(
      fc.property(listingsArbitrary({ maxLength: 20 }), (listings) => {
        expect(communityStatistics([...listings].reverse(), NOW)).toEqual(communityStatistics(listings, NOW));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_REFERENCE_DATE, generateDemoListings } from './generate-demo-listings.ts';
import { brokenListingRules } from './listing-invariants.ts';

const referenceMs = Date.parse(DEFAULT_REFERENCE_DATE);
const listings = generateDemoListings({ count: 5_000 });

function isFeaturedForSale(listing: (typeof listings)[number]): boolean {
  return (
    listing.ListOfficeMlsId === 'PRG' &&
    (listing.StandardStatus === 'Active' || listing.StandardStatus === 'Active Under Contract')
  );
}

describe(generateDemoListings, () => {
  it('gives the same listings on every run', () => {
    expect(generateDemoListings({ count: 5_000 })).toEqual(listings);
  });

  it('gives other listings for another seed', () => {
    expect(generateDemoListings({ count: 20, seed: 1 })).not.toEqual(generateDemoListings({ count: 20, seed: 2 }));
  });

  it('makes every listing follow the rules', () => {
    const broken = listings.flatMap((listing) =>
      brokenListingRules(listing, referenceMs).map((rule) => `${listing.ListingId}: ${rule}`),
    );
    expect(broken).toEqual([]);
  });

  it('gives every listing a distinct key, id and media keys', () => {
    expect(new Set(listings.map((listing) => listing.ListingKey)).size).toBe(listings.length);
    expect(new Set(listings.map((listing) => listing.ListingId)).size).toBe(listings.length);
    const mediaKeys = listings.flatMap((listing) => listing.Media.map((media) => media.MediaKey));
    expect(new Set(mediaKeys).size).toBe(mediaKeys.length);
    expect(listings.every((listing) => /^2\d{8}$/.test(listing.ListingId))).toBe(true);
  });

  it('gives the featured office at least 12 premium listings for sale', () => {
    const featured = listings.filter(isFeaturedForSale);
    expect(featured.length).toBeGreaterThanOrEqual(12);
    expect(featured.every((listing) => ['Naples', 'Bonita Springs', 'Estero'].includes(listing.City ?? ''))).toBe(true);
    expect(featured.every((listing) => (listing.ListPrice ?? 0) >= 500_000)).toBe(true);
  });

  it('mixes statuses with Closed the majority, and cuts some prices', () => {
    const share = (status: string) =>
      listings.filter((listing) => listing.StandardStatus === status).length / listings.length;
    expect(share('Closed')).toBeGreaterThan(0.5);
    for (const status of ['Active', 'Active Under Contract', 'Pending', 'Expired', 'Withdrawn', 'Canceled'])
      expect(share(status)).toBeGreaterThan(0.01);
    expect(listings.filter((listing) => listing.PreviousListPrice !== null).length).toBeGreaterThan(500);
  });

  it('prices a Port Royal home far above a Lehigh Acres home', () => {
    const median = (subdivision: string) => {
      const prices = listings
        .filter(
          (listing) => listing.SubdivisionName === subdivision && listing.PropertySubType === 'Single Family Residence',
        )
        .map((listing) => listing.ListPrice ?? 0)
        .sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)] ?? 0;
    };
    expect(median('Port Royal')).toBeGreaterThan(3_000_000);
    expect(median('Lehigh Acres')).toBeLessThan(450_000);
  });

  it('keeps land free of rooms and condos free of lots', () => {
    const land = listings.filter((listing) => listing.PropertyType === 'Land');
    expect(land.length).toBeGreaterThan(0);
    expect(
      land.every(
        (listing) => listing.BedroomsTotal === null && listing.LivingArea === null && listing.LotSizeAcres !== null,
      ),
    ).toBe(true);
    const condos = listings.filter((listing) => listing.PropertySubType === 'Condominium');
    expect(condos.every((listing) => listing.UnitNumber !== null && listing.LotSizeAcres === null)).toBe(true);
  });

  it('dates everything relative to the reference date, not the clock', () => {
    const later = generateDemoListings({ count: 50, referenceDate: '2030-01-01T00:00:00Z' });
    expect(
      later.every((listing) => Date.parse(listing.ModificationTimestamp) > Date.parse('2027-12-30T00:00:00Z')),
    ).toBe(true);
  });

  it('follows the rules for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 12, max: 80 }), (seed, count) => {
        const generated = generateDemoListings({ count, seed });
        expect(generated).toHaveLength(count);
        expect(generated.flatMap((listing) => brokenListingRules(listing, referenceMs))).toEqual([]);
        expect(generated.filter(isFeaturedForSale).length).toBeGreaterThanOrEqual(12);
      }),
      { numRuns: 40 },
    );
  });

  // How fast a large set is made is measured by the benchmark (seeding 50,000), not timed here.
  it('generates as many listings as asked, each with its own key', () => {
    const listings = generateDemoListings({ count: 2_000 });
    expect(listings).toHaveLength(2_000);
    expect(new Set(listings.map((listing) => listing.ListingKey)).size).toBe(2_000);
  });
});

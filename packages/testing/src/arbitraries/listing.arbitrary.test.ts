import { STANDARD_STATUSES } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exampleListing,
  listingAddressFieldsArbitrary,
  listingArbitrary,
  listingLocationFieldsArbitrary,
  listingsArbitrary,
} from './listing.arbitrary.ts';

describe(listingArbitrary, () => {
  it('makes listings whose photo count, media keys and dates are consistent', () => {
    fc.assert(
      fc.property(listingArbitrary(), (listing) => {
        expect(listing.ListingKey).toBe(`10${listing.ListingId}`);
        expect(listing.PhotosCount).toBe(listing.Media.length);
        expect(new Set(listing.Media.map((media) => media.Order)).size).toBe(listing.Media.length);
        expect(listing.Media.every((media) => media.MediaKey.startsWith(listing.ListingKey))).toBe(true);
        expect(STANDARD_STATUSES).toContain(listing.StandardStatus);
        expect(new Date(listing.ModificationTimestamp).toISOString()).toBe(listing.ModificationTimestamp);
        if (listing.ListingContractDate !== null) expect(listing.ListingContractDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });

  it('uses the arbitraries it is given in place of the defaults', () => {
    fc.assert(
      fc.property(
        listingArbitrary({
          ListOfficeMlsId: fc.constant('PRG'),
          ListingKey: fc.constant('key'),
          PhotosCount: fc.constant(40),
          StandardStatus: fc.constant('Pending'),
        }),
        (listing) => {
          expect([listing.ListOfficeMlsId, listing.ListingKey, listing.PhotosCount, listing.StandardStatus]).toEqual([
            'PRG',
            'key',
            40,
            'Pending',
          ]);
        },
      ),
    );
  });
});

describe(listingsArbitrary, () => {
  it('makes listings with distinct ids and keys', () => {
    fc.assert(
      fc.property(listingsArbitrary({ maxLength: 15 }), (listings) => {
        expect(new Set(listings.map((l) => l.ListingId)).size).toBe(listings.length);
        expect(new Set(listings.map((l) => l.ListingKey)).size).toBe(listings.length);
      }),
    );
  });
});

describe('messy address and location arbitraries', () => {
  it('make padded, blank and missing parts, and commas only in location parts', () => {
    const addresses = fc
      .sample(listingAddressFieldsArbitrary, { numRuns: 300, seed: 7 })
      .flatMap((fields) => Object.values(fields));
    const locations = fc
      .sample(listingLocationFieldsArbitrary, { numRuns: 300, seed: 7 })
      .flatMap((fields) => Object.values(fields));
    expect(addresses).toContain(null);
    expect(addresses.some((part) => part !== null && /^\s|\s$|\s\s/.test(part))).toBe(true);
    expect(addresses.some((part) => part?.includes(','))).toBe(false);
    expect(locations.some((part) => part?.startsWith(',') || part?.endsWith(','))).toBe(true);
  });
});

describe(exampleListing, () => {
  it('is a complete listing whose fields can be replaced, media keys following the key', () => {
    const listing = exampleListing({ ListingKey: 'other' });
    expect(listing.PhotosCount).toBe(listing.Media.length);
    expect(listing.Media.every((media) => media.MediaKey.startsWith('other-'))).toBe(true);
  });
});

import {
  exampleListing,
  listingAddressFieldsArbitrary,
  listingArbitrary,
  listingLocationFieldsArbitrary,
} from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from '../shared/slug.ts';
import { formatListingAddress } from './listing-address.ts';
import { listingSlug } from './listing-slug.ts';

describe(listingSlug, () => {
  it('is the slug of the address, city, state and postal code', () => {
    const listing = exampleListing({
      StreetNumber: '1200',
      StreetName: 'Gulf Shore Blvd',
      StreetDirSuffix: 'N',
      StreetSuffix: null,
      UnitNumber: '402',
      PostalCode: '34102',
    });
    expect(listingSlug(listing)).toBe('1200-gulf-shore-blvd-n-unit-402-naples-fl-34102');
    expect(listingSlug(exampleListing())).toBe('4001-gulf-shore-n-blvd-unit-101-naples-fl-34103');
  });

  it('skips missing parts and tidies messy ones', () => {
    const listing = exampleListing({
      StreetNumber: ' 780 ',
      StreetDirPrefix: null,
      StreetName: 'Fifth  Ave',
      StreetDirSuffix: '',
      StreetSuffix: 'S',
      UnitNumber: null,
      City: 'Naples',
      StateOrProvince: null,
      PostalCode: '34102',
    });
    expect(listingSlug(listing)).toBe('780-fifth-ave-s-naples-34102');
  });

  it('is always a slug, or empty when the listing has no address at all', () => {
    fc.assert(
      fc.property(listingAddressFieldsArbitrary, listingLocationFieldsArbitrary, (address, location) => {
        const slug = listingSlug({ ...address, ...location });
        expect(slug === '' || isSlug(slug)).toBe(true);
        if (
          formatListingAddress(address) === '' &&
          [location.City, location.StateOrProvince, location.PostalCode].every((part) => slugify(part ?? '') === '')
        )
          expect(slug).toBe('');
      }),
    );
  });

  it('starts with the slug of the street address and ends with the postal code', () => {
    fc.assert(
      fc.property(listingArbitrary(), (listing) => {
        const slug = listingSlug(listing);
        expect(slug.startsWith(slugify(formatListingAddress(listing)))).toBe(true);
        if (listing.PostalCode !== null) expect(slug.endsWith(listing.PostalCode)).toBe(true);
      }),
    );
  });
});

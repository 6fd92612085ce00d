import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sortedMedia } from '@app/domain';
import { listingJsonLd, residenceType } from './listing-json-ld.ts';
import { SITE, hasEmptyValue } from './sample-content.ts';
import { SAMPLE_CONDO as home, listingViews } from './sample-listing.ts';

describe(listingJsonLd, () => {
  it('describes the listing as a RealEstateListing with its offer and home, URLs absolute', () => {
    expect(listingJsonLd(home, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: '1200 Gulf Shore Blvd Unit 402, Naples, FL 34102',
      url: `${SITE}/properties/224051234`,
      description: 'Sweeping Gulf views from a corner residence.',
      datePosted: '2026-10-01',
      dateModified: home.ModificationTimestamp,
      image: [`${SITE}/media/demo/exterior/1.svg`, `${SITE}/media/demo/living/2.svg`],
      offers: { '@type': 'Offer', price: 850_000, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      mainEntity: expect.objectContaining({
        '@type': 'Apartment',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1200 Gulf Shore Blvd Unit 402',
          addressLocality: 'Naples',
          addressRegion: 'FL',
          postalCode: '34102',
          addressCountry: 'US',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 26.15, longitude: -81.8 },
        numberOfRooms: 3,
        numberOfBathroomsTotal: 2.5,
        floorSize: { '@type': 'QuantitativeValue', value: 2450, unitCode: 'FTK', unitText: 'sq ft' },
      }),
    });
  });

  it('never writes an empty value, keeps every photo in order and the price in USD', () => {
    fc.assert(
      fc.property(listingViews, (listing) => {
        const data = listingJsonLd(listing, SITE);
        expect(hasEmptyValue(data)).toBe(false);
        const photos = sortedMedia(listing).map((photo) => new URL(photo.MediaURL, SITE).href);
        expect(data.image ?? []).toEqual(photos);
        expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
        expect(JSON.parse(JSON.stringify(data))).toEqual(data);
      }),
    );
  });
});

describe(residenceType, () => {
  it('names condos apartments, single-family homes residences and other homes houses', () => {
    expect(residenceType({ PropertyType: 'Residential', PropertySubType: 'Condominium' })).toBe('Apartment');
    expect(residenceType({ PropertyType: 'Residential', PropertySubType: 'Single Family Residence' })).toBe(
      'SingleFamilyResidence',
    );
    expect(residenceType({ PropertyType: 'Residential', PropertySubType: 'Townhouse' })).toBe('House');
  });
});

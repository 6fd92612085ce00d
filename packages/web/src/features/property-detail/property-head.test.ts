import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sortedMedia, toListingView, type ListingView } from '@app/domain';
import { listingArbitrary } from '@app/testing';
import { listingJsonLd, residenceType } from './listing-json-ld.ts';
import { DESCRIPTION_MAX, canonicalPropertyPath, propertyDescription, propertyHead, propertyTitle } from './property-head.ts';

const listings = listingArbitrary().map((listing) => toListingView(listing));
const [sample] = fc.sample(listings, 1) as [ListingView];
const home: ListingView = {
  ...sample,
  ListingId: '224051234',
  StreetNumber: '1200',
  StreetDirPrefix: null,
  StreetName: 'Gulf Shore',
  StreetSuffix: 'Blvd',
  StreetDirSuffix: null,
  UnitNumber: '402',
  City: 'Naples',
  StateOrProvince: 'FL',
  PostalCode: '34102',
  ListPrice: 850_000,
  BedroomsTotal: 3,
  BathroomsFull: 2,
  BathroomsHalf: 1,
  totalBathroomsDisplay: 2.5,
  LivingArea: 2450,
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  StandardStatus: 'Active',
  Latitude: 26.15,
  Longitude: -81.8,
  PublicRemarks: 'Sweeping Gulf views from a corner residence.',
  ListingContractDate: '2026-10-01',
  Media: [
    { MediaKey: 'b', MediaURL: '/media/demo/living/2.svg', Order: 2, MediaCategory: 'Photo', ShortDescription: 'Great room' },
    { MediaKey: 'a', MediaURL: '/media/demo/exterior/1.svg', Order: 1, MediaCategory: 'Photo', ShortDescription: 'Front exterior' },
  ],
};

function hasNull(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.some(hasNull);
  if (typeof value === 'object') return Object.values(value).some(hasNull);
  return false;
}

describe(propertyTitle, () => {
  it('reads address, city, state and zip, then the brokerage', () => {
    expect(propertyTitle(home)).toBe('1200 Gulf Shore Blvd Unit 402, Naples FL 34102 | Palmetto Realty Group');
  });
});

describe(propertyDescription, () => {
  it('opens with price, beds, baths and size, then the remarks', () => {
    expect(propertyDescription(home)).toBe('$850,000 · 3 beds · 2.5 baths · 2,450 sq ft in Naples. Sweeping Gulf views from a corner residence.');
  });

  it('never runs past 160 characters', () => {
    fc.assert(
      fc.property(listings, (listing) => {
        expect(propertyDescription(listing).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
      }),
    );
  });
});

describe(listingJsonLd, () => {
  it('describes the listing as a RealEstateListing with its offer and home', () => {
    expect(listingJsonLd(home, '/properties/224051234')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: '1200 Gulf Shore Blvd Unit 402, Naples, FL 34102',
      url: '/properties/224051234',
      description: 'Sweeping Gulf views from a corner residence.',
      datePosted: '2026-10-01',
      dateModified: home.ModificationTimestamp,
      image: ['/media/demo/exterior/1.svg', '/media/demo/living/2.svg'],
      offers: { '@type': 'Offer', price: 850_000, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      mainEntity: expect.objectContaining({
        '@type': 'Apartment',
        address: { '@type': 'PostalAddress', streetAddress: '1200 Gulf Shore Blvd Unit 402', addressLocality: 'Naples', addressRegion: 'FL', postalCode: '34102', addressCountry: 'US' },
        geo: { '@type': 'GeoCoordinates', latitude: 26.15, longitude: -81.8 },
        numberOfRooms: 3,
        numberOfBathroomsTotal: 2.5,
        floorSize: { '@type': 'QuantitativeValue', value: 2450, unitCode: 'FTK', unitText: 'sq ft' },
      }),
    });
  });

  it('never writes a null, keeps every photo in order and the price in USD', () => {
    fc.assert(
      fc.property(listings, (listing) => {
        const data = listingJsonLd(listing, canonicalPropertyPath(listing));
        expect(hasNull(data)).toBe(false);
        const photos = sortedMedia(listing).map((photo) => photo.MediaURL);
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
    expect(residenceType({ PropertyType: 'Residential', PropertySubType: 'Single Family Residence' })).toBe('SingleFamilyResidence');
    expect(residenceType({ PropertyType: 'Residential', PropertySubType: 'Townhouse' })).toBe('House');
  });
});

describe(propertyHead, () => {
  it('points every path form at /properties/{ListingId} and shares the first photo', () => {
    const head = propertyHead(home);
    expect(head.links).toEqual([{ rel: 'canonical', href: '/properties/224051234' }]);
    expect(head.meta).toContainEqual({ property: 'og:image', content: '/media/demo/exterior/1.svg' });
    expect(head.meta).toContainEqual({ 'script:ld+json': listingJsonLd(home, '/properties/224051234') });
  });
});

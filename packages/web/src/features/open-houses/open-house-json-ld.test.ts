import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ListingSummary, OpenHouseListing } from '@app/domain';
import { openHouseEvent, openHouseEventScripts, scriptSafeJson } from './open-house-json-ld.ts';

const listing = {
  ListingId: '226000350',
  ListingKey: 'SWFL00000350',
  ListOfficeName: 'Peace River Realty',
  StreetNumber: '591',
  StreetDirPrefix: null,
  StreetName: 'Midway',
  StreetDirSuffix: null,
  StreetSuffix: 'Blvd',
  UnitNumber: null,
  City: 'Port Charlotte',
  StateOrProvince: 'FL',
  PostalCode: '33954',
  Latitude: 27.023085,
  Longitude: -82.118117,
  Media: [
    {
      MediaKey: 'M1',
      MediaURL: '/media/demo/exterior/2.svg',
      Order: 1,
      MediaCategory: 'Photo',
      ShortDescription: null,
    },
  ],
} as unknown as ListingSummary;

const item: OpenHouseListing = {
  openHouse: {
    OpenHouseKey: 'OH1',
    ListingKey: 'SWFL00000350',
    ListingId: '226000350',
    OpenHouseStartTime: '2026-11-21T16:00:00.000Z',
    OpenHouseEndTime: '2026-11-21T19:00:00.000Z',
    OpenHouseRemarks: 'Bring your questions!',
  },
  listing,
};

describe(openHouseEvent, () => {
  it('describes the open house as a scheduled, in-person schema.org Event at the home', () => {
    expect(openHouseEvent(item)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Open house: 591 Midway Blvd, Port Charlotte',
      description: 'Bring your questions!',
      startDate: '2026-11-21T16:00:00.000Z',
      endDate: '2026-11-21T19:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: '591 Midway Blvd',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '591 Midway Blvd',
          addressLocality: 'Port Charlotte',
          addressRegion: 'FL',
          postalCode: '33954',
          addressCountry: 'US',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 27.023085, longitude: -82.118117 },
      },
      url: '/properties/226000350',
      image: '/media/demo/exterior/2.svg',
      organizer: { '@type': 'Organization', name: 'Peace River Realty' },
    });
  });

  it('gives one script per open house', () => {
    expect(openHouseEventScripts([item, item])).toHaveLength(2);
    expect(openHouseEventScripts([item])[0]?.type).toBe('application/ld+json');
  });
});

describe(scriptSafeJson, () => {
  it('never lets text close the script, and reads back as the same value', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '<', '>', '&', '/', '"', '\u2028', 'é') }), (text) => {
        const json = scriptSafeJson({ text: `${text}</script><script>` });
        expect(json).not.toMatch(/[<>]/);
        expect(JSON.parse(json)).toEqual({ text: `${text}</script><script>` });
      }),
    );
  });
});

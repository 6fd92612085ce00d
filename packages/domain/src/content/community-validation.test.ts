import { validCommunityFieldsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { communityIssues, normalizeCommunity, type CommunityFields } from './community-validation.ts';

const COMMUNITY: CommunityFields = {
  slug: 'pelican-bay',
  name: 'Pelican Bay',
  city: 'Naples',
  summary: 'A planned community on the Gulf with its own beach restaurants and trams.',
  body: '<p>Boardwalks lead through the mangroves to three miles of beach.</p>',
  hero: { url: '/media/demo/beach/21.svg', alt: 'Beach with palms at Pelican Bay' },
  subdivisions: ['Pelican Bay', 'Bay Colony'],
  highlights: { amenities: ['Private beach'], schools: ['Seagate Elementary'], lifestyle: ['Walkable'] },
  latitude: 26.237,
  longitude: -81.8095,
  published: true,
  sortOrder: 2,
};

describe(communityIssues, () => {
  it('finds nothing wrong with a complete community', () => {
    expect(communityIssues(COMMUNITY)).toEqual([]);
  });

  it('requires a hero picture and at least one MLS subdivision', () => {
    expect(
      communityIssues({ ...COMMUNITY, hero: { url: '', alt: '' }, subdivisions: [] }).map((issue) => issue.field),
    ).toEqual(['hero.url', 'subdivisions']);
  });

  it('keeps coordinates on the globe', () => {
    expect(communityIssues({ ...COMMUNITY, latitude: 91, longitude: Number.NaN }).map((issue) => issue.field)).toEqual([
      'latitude',
      'longitude',
    ]);
  });

  it('names the highlight group with the problem', () => {
    expect(communityIssues({ ...COMMUNITY, highlights: { ...COMMUNITY.highlights, schools: ['A', 'a'] } })).toEqual([
      { field: 'highlights.schools', message: 'Schools: an entry is listed twice' },
    ]);
  });

  it('finds a problem with any community whose latitude leaves the globe', () => {
    fc.assert(
      fc.property(
        validCommunityFieldsArbitrary,
        fc.double({ min: 90.000001, max: 1e6, noNaN: true }),
        (fields, latitude) => {
          expect(communityIssues({ ...fields, latitude }).map((issue) => issue.field)).toEqual(['latitude']);
        },
      ),
    );
  });
});

describe(normalizeCommunity, () => {
  it('trims texts and drops blank list entries', () => {
    expect(
      normalizeCommunity({ ...COMMUNITY, name: ' Pelican Bay ', subdivisions: ['Pelican Bay ', ' ', 'Bay Colony'] }),
    ).toEqual(COMMUNITY);
  });
});

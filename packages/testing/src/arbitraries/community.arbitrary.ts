import fc from 'fast-check';
import type { Community, ContentFields } from '@app/domain';
import * as values from './content-values.arbitrary.ts';

/** The editable fields of a community, any valid values. */
export const communityFieldsArbitrary: fc.Arbitrary<ContentFields<Community>> = fc.record({
  slug: values.slugArbitrary,
  name: values.nonEmptyTextArbitrary,
  city: fc.constantFrom('Naples', 'Fort Myers', 'Bonita Springs', 'naples'),
  summary: values.contentTextArbitrary,
  body: values.contentTextArbitrary.map((text) => `<p>${text}</p>`),
  hero: values.pictureArbitrary,
  subdivisions: values.wordsArbitrary,
  highlights: fc.record({
    amenities: values.wordsArbitrary,
    schools: values.wordsArbitrary,
    lifestyle: values.wordsArbitrary,
  }),
  latitude: values.coordinateArbitrary(25.8, 27.1),
  longitude: values.coordinateArbitrary(-82.3, -81.2),
  published: fc.boolean(),
  sortOrder: values.sortOrderArbitrary,
});

/** One valid community's fields for example tests; fields can be replaced. */
export function exampleCommunityFields(overrides: Partial<ContentFields<Community>> = {}): ContentFields<Community> {
  return {
    slug: 'pelican-bay',
    name: 'Pelican Bay',
    city: 'Naples',
    summary: 'A gated community of tree-lined boardwalks and three miles of private beach.',
    body: '<p>Pelican Bay sits between US-41 and the Gulf.</p>',
    hero: {
      url: '/media/demo/communities/pelican-bay.jpg',
      alt: 'Boardwalk through mangroves to the beach in Pelican Bay',
    },
    subdivisions: ['Pelican Bay', 'Bay Colony'],
    highlights: { amenities: ['Private beach'], schools: ['Naples High School'], lifestyle: ['Beach dining'] },
    latitude: 26.2112,
    longitude: -81.8123,
    published: true,
    sortOrder: 1,
    ...overrides,
  };
}

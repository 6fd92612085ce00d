import fc from 'fast-check';
import { BANNER_PLACEMENTS, type Banner, type ContentFields } from '@app/domain';
import * as values from './content-values.arbitrary.ts';

/** A schedule: no start, no end, or both with the start first (the table refuses an end before the start). */
const scheduleArbitrary = fc
  .tuple(
    fc.option(values.contentTimestampArbitrary, { nil: null }),
    fc.option(values.contentTimestampArbitrary, { nil: null }),
  )
  .filter(([startsAt, endsAt]) => startsAt === null || endsAt === null || Date.parse(startsAt) < Date.parse(endsAt));

/** The editable fields of a banner, any valid values. */
export const bannerFieldsArbitrary: fc.Arbitrary<ContentFields<Banner>> = fc
  .record({
    placement: fc.constantFrom(...BANNER_PLACEMENTS),
    title: values.nonEmptyTextArbitrary,
    subtitle: values.contentTextArbitrary,
    image: values.pictureArbitrary,
    linkUrl: fc.constantFrom('', '/search?city=Naples', 'https://www.example.com/'),
    linkText: values.contentTextArbitrary,
    schedule: scheduleArbitrary,
    enabled: fc.boolean(),
    sortOrder: values.sortOrderArbitrary,
  })
  .map(({ schedule: [startsAt, endsAt], ...fields }) => ({ ...fields, startsAt, endsAt }));

/** One valid banner's fields for example tests; fields can be replaced. */
export function exampleBannerFields(overrides: Partial<ContentFields<Banner>> = {}): ContentFields<Banner> {
  return {
    placement: 'home-hero',
    title: 'Find your place in paradise',
    subtitle: 'Homes from Marco Island to Fort Myers',
    image: { url: '/media/demo/banners/gulf.jpg', alt: 'Sunset over the Gulf of Mexico from a Naples beach' },
    linkUrl: '/search',
    linkText: 'Search homes',
    startsAt: null,
    endsAt: null,
    enabled: true,
    sortOrder: 1,
    ...overrides,
  };
}

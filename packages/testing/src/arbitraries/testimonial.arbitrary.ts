import fc from 'fast-check';
import type { ContentFields, Testimonial } from '@app/domain';
import * as values from './content-values.arbitrary.ts';

/** The editable fields of a testimonial, any valid values. */
export const testimonialFieldsArbitrary: fc.Arbitrary<ContentFields<Testimonial>> = fc.record({
  authorName: values.nonEmptyTextArbitrary,
  place: values.contentTextArbitrary,
  quote: values.nonEmptyTextArbitrary,
  rating: fc.integer({ min: 1, max: 5 }),
  agentId: values.referenceAgentIdArbitrary,
  givenOn: values.calendarDateArbitrary,
  published: fc.boolean(),
  sortOrder: values.sortOrderArbitrary,
});

/** One valid testimonial's fields for example tests; fields can be replaced. */
export function exampleTestimonialFields(
  overrides: Partial<ContentFields<Testimonial>> = {},
): ContentFields<Testimonial> {
  return {
    authorName: 'Linda and Tom Becker',
    place: 'Bought in Pelican Bay, Naples',
    quote: 'They found us the house before it ever reached the market.',
    rating: 5,
    agentId: null,
    givenOn: '2025-02-14',
    published: true,
    sortOrder: 1,
    ...overrides,
  };
}

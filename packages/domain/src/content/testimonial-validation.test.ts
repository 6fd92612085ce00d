import { validTestimonialFieldsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTestimonial, testimonialIssues, type TestimonialFields } from './testimonial-validation.ts';

const TESTIMONIAL: TestimonialFields = {
  authorName: 'Karen and Doug M.',
  place: 'Bought in Pelican Landing, Bonita Springs',
  quote: 'Henry knew every street in Bonita.',
  rating: 5,
  agentId: null,
  givenOn: '2026-04-12',
  published: true,
  sortOrder: 1,
};

describe(testimonialIssues, () => {
  it('finds nothing wrong with a complete testimonial', () => {
    expect(testimonialIssues(TESTIMONIAL)).toEqual([]);
  });

  it('needs an author, a quote, a real day and a rating of 1 to 5 whole stars', () => {
    expect(
      testimonialIssues({ ...TESTIMONIAL, authorName: '', quote: ' ', givenOn: '2026-02-30', rating: 4.5 }).map(
        (issue) => issue.field,
      ),
    ).toEqual(['authorName', 'quote', 'rating', 'givenOn']);
  });

  it('accepts exactly the ratings 1 to 5', () => {
    fc.assert(
      fc.property(validTestimonialFieldsArbitrary, fc.integer({ min: -10, max: 15 }), (fields, rating) => {
        expect(testimonialIssues({ ...fields, rating }).length === 0).toBe(rating >= 1 && rating <= 5);
      }),
    );
  });
});

describe(normalizeTestimonial, () => {
  it('trims every text', () => {
    expect(
      normalizeTestimonial({ ...TESTIMONIAL, authorName: ' Karen and Doug M. ', quote: `${TESTIMONIAL.quote}\n` }),
    ).toEqual(TESTIMONIAL);
  });
});

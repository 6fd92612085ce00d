import type { ValidationIssue } from '../errors/domain-error.ts';
import type { ContentFields } from './content-entity.ts';
import {
  isCalendarDay,
  referenceIssues,
  sortOrderIssues,
  textIssues,
  wholeNumberIssues,
} from './content-field-rules.ts';
import { trimmed } from './content-normalize.ts';
import type { ContentRules } from './content-validation.ts';
import type { Testimonial } from './testimonial.ts';

export type TestimonialFields = ContentFields<Testimonial>;

/**
 * Every problem with a testimonial: the author's name (up to 100) and the quote (up to 2,000)
 * required; the place up to 100; a rating of 1 to 5 whole stars; an agent id or none; the day
 * it was given as a real YYYY-MM-DD date.
 */
export function testimonialIssues(fields: TestimonialFields): ValidationIssue[] {
  return [
    ...textIssues('authorName', fields.authorName, { label: "The author's name", max: 100, required: true }),
    ...textIssues('place', fields.place, { label: 'Place', max: 100 }),
    ...textIssues('quote', fields.quote, { label: 'Quote', max: 2000, required: true }),
    ...wholeNumberIssues('rating', fields.rating, 'Rating', 1, 5),
    ...referenceIssues('agentId', fields.agentId, 'The agent'),
    ...(isCalendarDay(fields.givenOn)
      ? []
      : [{ field: 'givenOn', message: 'The date must be a real day written YYYY-MM-DD' }]),
    ...sortOrderIssues(fields.sortOrder),
  ];
}

/** Trims every text. */
export function normalizeTestimonial(fields: TestimonialFields): TestimonialFields {
  return {
    ...fields,
    authorName: trimmed(fields.authorName),
    place: trimmed(fields.place),
    quote: trimmed(fields.quote),
    givenOn: trimmed(fields.givenOn),
  };
}

/** The editing rules of testimonials. */
export const TESTIMONIAL_RULES: ContentRules<Testimonial> = {
  normalize: normalizeTestimonial,
  issues: testimonialIssues,
};

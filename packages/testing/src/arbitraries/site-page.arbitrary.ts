import fc from 'fast-check';
import type { ContentFields, SitePage } from '@app/domain';
import * as values from './content-values.arbitrary.ts';

/** The editable fields of a text page, any valid values. */
export const sitePageFieldsArbitrary: fc.Arbitrary<ContentFields<SitePage>> = fc.record({
  slug: values.slugArbitrary,
  title: values.nonEmptyTextArbitrary,
  intro: values.contentTextArbitrary,
  body: values.contentTextArbitrary.map((text) => `<p>${text}</p>`),
});

/** One valid page's fields for example tests; fields can be replaced. */
export function exampleSitePageFields(overrides: Partial<ContentFields<SitePage>> = {}): ContentFields<SitePage> {
  return {
    slug: 'about',
    title: 'About The Palmetto Team',
    intro: 'A family-run team that has sold Southwest Florida homes since 2004.',
    body: '<p>We live where we sell.</p>',
    ...overrides,
  };
}

import fc from 'fast-check';
import { ARTICLE_CATEGORIES, ARTICLE_STATUSES, type Article, type ContentFields } from '@app/domain';
import * as values from './content-values.arbitrary.ts';

/** The editable fields of an article, any valid values (drafts and future publish dates included). */
export const articleFieldsArbitrary: fc.Arbitrary<ContentFields<Article>> = fc.record({
  slug: values.slugArbitrary,
  category: fc.constantFrom(...ARTICLE_CATEGORIES),
  title: values.nonEmptyTextArbitrary,
  excerpt: values.contentTextArbitrary,
  body: values.contentTextArbitrary.map((text) => `<p>${text}</p>`),
  cover: values.pictureArbitrary,
  authorAgentId: values.referenceAgentIdArbitrary,
  status: fc.constantFrom(...ARTICLE_STATUSES),
  publishedAt: fc.option(values.contentTimestampArbitrary, { nil: null }),
  tags: values.wordsArbitrary,
  seoTitle: fc.option(values.contentTextArbitrary, { nil: null }),
  seoDescription: fc.option(values.contentTextArbitrary, { nil: null }),
});

/** One valid, published article's fields for example tests; fields can be replaced. */
export function exampleArticleFields(overrides: Partial<ContentFields<Article>> = {}): ContentFields<Article> {
  return {
    slug: 'the-history-of-the-naples-pier',
    category: 'local-history',
    title: 'The History of the Naples Pier',
    excerpt: 'Built in 1888 for freight and passengers, rebuilt after every great storm.',
    body: '<p>The pier was first built in 1888.</p>',
    cover: { url: '/media/demo/articles/pier.jpg', alt: 'The Naples Pier at sunset' },
    authorAgentId: null,
    status: 'published',
    publishedAt: '2025-01-10T14:00:00.000Z',
    tags: ['history', 'Naples'],
    seoTitle: null,
    seoDescription: null,
    ...overrides,
  };
}

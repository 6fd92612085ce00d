import { validArticleFieldsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleIssues, normalizeArticle, type ArticleFields } from './article-validation.ts';

const ARTICLE: ArticleFields = {
  slug: 'hurricane-season-checklist',
  category: 'owners-sellers',
  title: 'A hurricane-season checklist for Southwest Florida homeowners',
  excerpt: 'What to do before June 1, when a storm is forecast, and after it passes.',
  body: '<p>Hurricane season runs from June 1 to November 30.</p>',
  cover: { url: '/media/demo/water-view/40.svg', alt: 'Storm clouds over the Gulf' },
  authorAgentId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  status: 'published',
  publishedAt: '2026-05-20T13:00:00.000Z',
  tags: ['hurricanes', 'insurance'],
  seoTitle: null,
  seoDescription: null,
};

const fieldsOf = (fields: ArticleFields) => articleIssues(fields).map((issue) => issue.field);

describe(articleIssues, () => {
  it('finds nothing wrong with a complete article', () => {
    expect(articleIssues(ARTICLE)).toEqual([]);
  });

  it('needs a publish instant and a body to publish, but not for a draft', () => {
    expect(fieldsOf({ ...ARTICLE, publishedAt: null, body: '' })).toEqual(['body', 'publishedAt']);
    expect(fieldsOf({ ...ARTICLE, status: 'draft', publishedAt: null, body: '' })).toEqual([]);
  });

  it('refuses an invalid publish date', () => {
    expect(articleIssues({ ...ARTICLE, publishedAt: 'next Tuesday' })).toEqual([
      { field: 'publishedAt', message: 'The publish date must be a date and time, e.g. 2026-03-01T09:00:00Z' },
    ]);
  });

  it('takes categories and statuses from their lists only', () => {
    // @ts-expect-error -- a category and a status outside their lists, as an unchecked request could send them
    expect(fieldsOf({ ...ARTICLE, category: 'gossip', status: 'archived' })).toEqual(['category', 'status']);
  });

  it('wants the author to be an agent id and the search texts short', () => {
    expect(
      fieldsOf({ ...ARTICLE, authorAgentId: 'Amelia', seoTitle: 'x'.repeat(71), seoDescription: 'x'.repeat(161) }),
    ).toEqual(['authorAgentId', 'seoTitle', 'seoDescription']);
  });

  it('finds a problem with any published article that loses its publish date', () => {
    fc.assert(
      fc.property(validArticleFieldsArbitrary, (fields) => {
        expect(fieldsOf({ ...fields, status: 'published', publishedAt: null })).toEqual(['publishedAt']);
      }),
    );
  });
});

describe(normalizeArticle, () => {
  it('turns blank search texts and publish dates into null', () => {
    expect(
      normalizeArticle({
        ...ARTICLE,
        title: ` ${ARTICLE.title} `,
        seoTitle: ' ',
        seoDescription: '',
        tags: ['hurricanes', ' ', 'insurance'],
      }),
    ).toEqual(ARTICLE);
    expect(normalizeArticle({ ...ARTICLE, status: 'draft', publishedAt: ' ' }).publishedAt).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleListParams, MAX_ARTICLE_PAGE, readArticleListQuery } from './article-list-query.ts';

const queries = fc.record(
  {
    page: fc.integer({ min: 1, max: MAX_ARTICLE_PAGE }),
    tag: fc.string({ minLength: 1, maxLength: 40 }).filter((tag) => tag.trim() === tag && tag !== ''),
  },
  { requiredKeys: ['page'] },
);

describe(readArticleListQuery, () => {
  it('reads the page and the tag', () => {
    expect(readArticleListQuery({ page: '3', tag: ' Boating ' })).toEqual({ page: 3, tag: 'Boating' });
  });

  it('reads page 1 without a tag from an empty address', () => {
    expect(readArticleListQuery({})).toEqual({ page: 1 });
  });

  it('reads page 1 for a page that is not a whole number from 1 to 1,000', () => {
    for (const page of ['0', '-2', '2.5', 'two', '1e3', '1001', '', ' '])
      expect(readArticleListQuery({ page })).toEqual({ page: 1 });
  });

  it('reads no tag filter for an empty or overlong tag', () => {
    expect(readArticleListQuery({ tag: '  ' })).toEqual({ page: 1 });
    expect(readArticleListQuery({ tag: 'x'.repeat(101) })).toEqual({ page: 1 });
  });

  it('reads back every query it writes', () => {
    fc.assert(
      fc.property(queries, (query) => {
        expect(readArticleListQuery(articleListParams(query))).toEqual(query);
      }),
    );
  });

  it('always reads a page within bounds, whatever the address holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('page', 'tag', 'other'), fc.string()), (params) => {
        const { page } = readArticleListQuery(params);
        expect(Number.isInteger(page) && page >= 1 && page <= MAX_ARTICLE_PAGE).toBe(true);
      }),
    );
  });
});

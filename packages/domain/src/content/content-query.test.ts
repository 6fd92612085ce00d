import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/domain-error.ts';
import { AGENTS, ARTICLES } from './content-collections.ts';
import { CONTENT_DEFAULT_PAGE_SIZE, CONTENT_MAX_PAGE_SIZE, normalizeContentQuery } from './content-query.ts';

describe(normalizeContentQuery, () => {
  it("applies the defaults: everything, the collection's order, page 1 of 20", () => {
    expect(normalizeContentQuery(AGENTS)).toEqual({
      visibleAt: null,
      where: {},
      contains: {},
      search: '',
      orderBy: AGENTS.defaultOrder,
      page: 1,
      perPage: CONTENT_DEFAULT_PAGE_SIZE,
    });
  });

  it('keeps a valid query and trims the search', () => {
    const query = normalizeContentQuery(ARTICLES, {
      visibleAt: '2026-11-21T12:00:00.000Z',
      where: { category: 'local-history' },
      contains: { tags: 'history' },
      search: '  pier ',
      orderBy: [{ field: 'title', direction: 'asc' }],
      page: 2,
      perPage: 5,
    });
    expect(query.search).toBe('pier');
    expect(query.where).toEqual({ category: 'local-history' });
    expect(query.orderBy).toEqual([{ field: 'title', direction: 'asc' }]);
  });

  it('refuses comparing or ordering by a json or list field, and contains on a scalar', () => {
    const attempt = () =>
      normalizeContentQuery(AGENTS, {
        where: { photo: 'x' },
        contains: { name: 'x' },
        orderBy: [{ field: 'languages', direction: 'asc' }],
      });
    expect(attempt).toThrow(ValidationError);
    try {
      attempt();
    } catch (error) {
      expect((error as ValidationError).issues.map((issue) => issue.field)).toEqual([
        'where.photo',
        'contains.name',
        'orderBy',
      ]);
    }
  });

  it('accepts exactly the whole pages from 1 and page sizes from 1 to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 300 }), fc.integer({ min: -5, max: 300 }), (page, perPage) => {
        const valid = page >= 1 && perPage >= 1 && perPage <= CONTENT_MAX_PAGE_SIZE;
        try {
          normalizeContentQuery(AGENTS, { page, perPage });
          return valid;
        } catch (error) {
          return !valid && error instanceof ValidationError;
        }
      }),
    );
  });

  it('refuses a visibleAt that is not an instant', () => {
    expect(() => normalizeContentQuery(AGENTS, { visibleAt: 'soon' })).toThrow(ValidationError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES, type ArticleCategory } from './article.ts';
import { relatedArticles, relatedness } from './related-articles.ts';

interface Candidate {
  id: string;
  category: ArticleCategory;
  tags: string[];
  publishedAt: string | null;
  title: string;
}

function article(
  id: string,
  category: ArticleCategory,
  tags: string[],
  publishedAt = '2025-01-01T12:00:00.000Z',
): Candidate {
  return { id, category, tags, publishedAt, title: `Article ${id}` };
}

const candidateArbitrary = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
  category: fc.constantFrom(...ARTICLE_CATEGORIES),
  tags: fc.array(fc.constantFrom('Naples', 'naples', 'boating', 'taxes', 'history', 'schools'), { maxLength: 4 }),
  publishedAt: fc.option(
    fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString()),
    { nil: null },
  ),
  title: fc.string({ maxLength: 12 }),
});

describe(relatedness, () => {
  it('counts 2 for the same category and 1 per shared tag, whatever the letter case', () => {
    const base = article('a', 'local-history', ['Naples', 'boating']);
    expect(relatedness(base, article('b', 'local-history', []))).toBe(2);
    expect(relatedness(base, article('c', 'buyer-resources', ['naples', 'BOATING', 'taxes']))).toBe(2);
    expect(relatedness(base, article('d', 'buyer-resources', ['taxes']))).toBe(0);
  });
});

describe(relatedArticles, () => {
  it('puts the same category with a shared tag first, then newer before older, and leaves out unrelated ones', () => {
    const base = article('a', 'local-history', ['naples']);
    const sameCategoryOld = article('b', 'local-history', [], '2024-01-01T00:00:00.000Z');
    const sameCategoryNew = article('c', 'local-history', [], '2025-06-01T00:00:00.000Z');
    const sharedTag = article('d', 'buyer-resources', ['Naples']);
    const both = article('e', 'local-history', ['naples']);
    const unrelated = article('f', 'owners-sellers', ['taxes']);
    const related = relatedArticles(base, [unrelated, sameCategoryOld, sharedTag, both, sameCategoryNew, base], 5);
    expect(related.map((item) => item.id)).toEqual(['e', 'c', 'b', 'd']);
  });

  it('answers 3 unless told otherwise', () => {
    const base = article('a', 'owners-sellers', []);
    const others = ['b', 'c', 'd', 'e'].map((id) => article(id, 'owners-sellers', []));
    expect(relatedArticles(base, others)).toHaveLength(3);
  });

  it('never answers the article itself, a duplicate, an unrelated article, or more than the limit', () => {
    fc.assert(
      fc.property(
        candidateArbitrary,
        fc.array(candidateArbitrary, { maxLength: 12 }),
        fc.integer({ min: 0, max: 6 }),
        (base, candidates, limit) => {
          const related = relatedArticles(base, candidates, limit);
          expect(related.length).toBeLessThanOrEqual(limit);
          expect(related.some((item) => item.id === base.id)).toBe(false);
          expect(new Set(related.map((item) => item.id)).size).toBe(related.length);
          for (const item of related) expect(relatedness(base, item)).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('orders by closeness: no answer is less related than the one after it', () => {
    fc.assert(
      fc.property(candidateArbitrary, fc.array(candidateArbitrary, { maxLength: 12 }), (base, candidates) => {
        const scores = relatedArticles(base, candidates, 12).map((item) => relatedness(base, item));
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }),
    );
  });

  it('leaves out only less related candidates when the limit cuts the list', () => {
    fc.assert(
      fc.property(
        candidateArbitrary,
        fc.array(candidateArbitrary, { maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (base, candidates, limit) => {
          const kept = relatedArticles(base, candidates, limit);
          const all = relatedArticles(base, candidates, candidates.length);
          const lowestKept = Math.min(...kept.map((item) => relatedness(base, item)));
          for (const item of all.filter((candidate) => !kept.includes(candidate)))
            expect(relatedness(base, item)).toBeLessThanOrEqual(lowestKept);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES } from './article.ts';
import { articleCategoryLabel } from './article-category.ts';
import { articleCategoryForSegment, articleCategoryPath, articlePath } from './article-paths.ts';

const teamSlugs = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,3}$/).map((teamSlug) => ({ teamSlug }));
const categories = fc.constantFrom(...ARTICLE_CATEGORIES);

describe(articleCategoryLabel, () => {
  it('names the fixed categories and gives the team list the team name', () => {
    expect(articleCategoryLabel('owners-sellers', 'The Palmetto Team')).toBe('Owners & Sellers');
    expect(articleCategoryLabel('events-and-fun-facts', 'The Palmetto Team')).toBe('Events & Fun Facts');
    expect(articleCategoryLabel('team-articles', 'The Palmetto Team')).toBe('The Palmetto Team Articles');
  });

  it('gives every category its own name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (teamName) => {
        expect(new Set(ARTICLE_CATEGORIES.map((category) => articleCategoryLabel(category, teamName))).size).toBe(
          ARTICLE_CATEGORIES.length,
        );
      }),
    );
  });
});

describe(articleCategoryForSegment, () => {
  it('reads back the category of every list path, for any team slug', () => {
    fc.assert(
      fc.property(categories, teamSlugs, (category, settings) => {
        const segment = articleCategoryPath(category, settings).split('/')[2] ?? '';
        expect(articleCategoryForSegment(segment, settings)).toBe(category);
      }),
    );
  });

  it('finds no category for another team name, the market page or the raw team category', () => {
    const settings = { teamSlug: 'palmetto' };
    expect(articleCategoryForSegment('other-team-articles', settings)).toBeNull();
    expect(articleCategoryForSegment('market-activity', settings)).toBeNull();
    expect(articleCategoryForSegment('team-articles', settings)).toBeNull();
  });
});

describe(articlePath, () => {
  it('always has exactly two segments under /resources, the first its category list (the opaque navbar rule)', () => {
    fc.assert(
      fc.property(
        categories,
        teamSlugs,
        fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,3}$/),
        (category, settings, slug) => {
          expect(articlePath({ category, slug }, settings)).toBe(`${articleCategoryPath(category, settings)}/${slug}`);
          expect(articlePath({ category, slug }, settings).split('/')).toHaveLength(4);
        },
      ),
    );
  });
});

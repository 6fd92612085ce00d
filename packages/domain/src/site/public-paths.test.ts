import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES } from '../content/article.ts';
import { isSlug, slugify } from '../shared/slug.ts';
import { agentPath, articleCategoryPath, articlePath, communityPath, listingPath } from './public-paths.ts';

const team = { teamSlug: 'palmetto' };
const slugArbitrary = fc.string({ minLength: 1 }).map(slugify).filter(isSlug);

describe(articleCategoryPath, () => {
  it('lists a category under /resources and the team articles under the team name', () => {
    expect(articleCategoryPath('local-history', team)).toBe('/resources/local-history');
    expect(articleCategoryPath('team-articles', team)).toBe('/resources/palmetto-articles');
  });
});

describe(articlePath, () => {
  it('puts the article under its category list', () => {
    expect(articlePath({ category: 'buyer-resources', slug: 'closing-costs-in-florida' }, team)).toBe(
      '/resources/buyer-resources/closing-costs-in-florida',
    );
    expect(articlePath({ category: 'team-articles', slug: 'our-first-year' }, team)).toBe(
      '/resources/palmetto-articles/our-first-year',
    );
  });

  it('is always two segments under /resources, the second the slug', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ARTICLE_CATEGORIES), slugArbitrary, (category, slug) => {
        const segments = articlePath({ category, slug }, team).split('/');
        expect(segments).toHaveLength(4);
        expect(segments.slice(0, 2)).toEqual(['', 'resources']);
        expect(segments[3]).toBe(slug);
      }),
    );
  });
});

describe('agent, community and listing paths', () => {
  it('match the routes of the spec', () => {
    expect(agentPath('maria-alvarez')).toBe('/about/meet-our-agents/maria-alvarez');
    expect(communityPath('pelican-bay')).toBe('/communities/pelican-bay');
    expect(listingPath('226000001')).toBe('/properties/226000001');
  });

  it('keep any text inside its one path segment', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        for (const path of [agentPath(text), communityPath(text), listingPath(text)])
          expect(decodeURIComponent(path.split('/').at(-1) ?? '')).toBe(text);
      }),
    );
  });
});

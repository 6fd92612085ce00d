import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES } from '@app/domain';
import { exampleArticleFields } from '@app/testing';
import { contentFixture } from '../articles/sample-content.ts';
import { LATEST_PER_CATEGORY, loadResources } from './load-resources.ts';

describe(loadResources, () => {
  it('shows every category in order with its three newest articles, its total and its list path', async () => {
    const fixture = contentFixture();
    for (let index = 0; index < 5; index++)
      await fixture.repositories.articles.create(
        exampleArticleFields({
          slug: `market-note-${index}`,
          category: 'team-articles',
          publishedAt: new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
        }),
      );
    await fixture.repositories.articles.create(exampleArticleFields());
    const sections = await loadResources(fixture);
    expect(sections.map((section) => section.category)).toEqual([...ARTICLE_CATEGORIES]);
    const team = sections.find((section) => section.category === 'team-articles');
    expect(team).toMatchObject({ categorySlug: 'palmetto-articles', label: 'The Palmetto Team Articles', total: 5 });
    expect(team?.articles.map((article) => article.slug)).toEqual(['market-note-4', 'market-note-3', 'market-note-2']);
    expect(team?.articles).toHaveLength(LATEST_PER_CATEGORY);
    expect(sections.find((section) => section.category === 'buyer-resources')).toMatchObject({
      total: 0,
      articles: [],
    });
  });
});

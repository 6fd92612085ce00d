import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ARTICLES_PAGE_SIZE } from '@app/domain';
import { loadArticleList } from './load-article-list.ts';
import { exampleArticleFields } from '@app/testing';
import { contentFixture } from './sample-content.ts';

const day = (index: number) => new Date(Date.UTC(2024, 9, 1 + index, 12)).toISOString();

async function fixtureWithTwelveBuyerArticles() {
  const fixture = contentFixture();
  for (let index = 0; index < 12; index++)
    await fixture.repositories.articles.create(
      exampleArticleFields({
        slug: `buyer-guide-${index}`,
        category: 'buyer-resources',
        title: `Buyer Guide ${index}`,
        publishedAt: day(index),
        tags: index % 3 === 0 ? ['Flood Zones', 'Insurance'] : ['Financing'],
      }),
    );
  await fixture.repositories.articles.create(exampleArticleFields({ slug: 'pier', tags: ['History'] }));
  return fixture;
}

describe(loadArticleList, () => {
  it('shows the newest nine of a category first, and every tag of the category to filter by', async () => {
    const fixture = await fixtureWithTwelveBuyerArticles();
    const data = await loadArticleList(fixture, 'buyer-resources', {});
    expect(data).toMatchObject({
      category: 'buyer-resources',
      label: 'Buyer Resources',
      total: 12,
      pageCount: 2,
      query: { page: 1 },
    });
    expect(data.articles).toHaveLength(ARTICLES_PAGE_SIZE);
    expect(data.articles[0]?.slug).toBe('buyer-guide-11');
    expect(data.tags).toEqual(['Financing', 'Flood Zones', 'Insurance']);
  });

  it('shows the rest on page 2 and narrows to a tag from the address', async () => {
    const fixture = await fixtureWithTwelveBuyerArticles();
    expect(
      (await loadArticleList(fixture, 'buyer-resources', { page: '2' })).articles.map((article) => article.slug),
    ).toEqual(['buyer-guide-2', 'buyer-guide-1', 'buyer-guide-0']);
    const tagged = await loadArticleList(fixture, 'buyer-resources', { tag: 'Insurance' });
    expect(tagged.total).toBe(4);
    expect(tagged.articles.every((article) => article.tags.includes('Insurance'))).toBe(true);
  });

  it('is not found past the last page or for a segment that names no category', async () => {
    const fixture = await fixtureWithTwelveBuyerArticles();
    for (const [segment, params] of [
      ['buyer-resources', { page: '3' }],
      ['other-team-articles', {}],
      ['team-articles', {}],
    ] as const) {
      const error = await loadArticleList(fixture, segment, params).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(isNotFound(error)).toBe(true);
    }
  });

  it('shows an empty first page for a category with no articles yet', async () => {
    const data = await loadArticleList(await fixtureWithTwelveBuyerArticles(), 'palmetto-articles', {});
    expect(data).toMatchObject({ category: 'team-articles', total: 0, pageCount: 1, articles: [], tags: [] });
  });
});

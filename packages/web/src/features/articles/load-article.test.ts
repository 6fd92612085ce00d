import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loadArticlePage } from './load-article.ts';
import { exampleAgentFields, exampleArticleFields } from '@app/testing';
import { contentFixture } from './sample-content.ts';

async function fixtureWithArticles() {
  const fixture = contentFixture();
  const { articles, agents } = fixture.repositories;
  const maria = await agents.create(exampleAgentFields());
  const hidden = await agents.create(
    exampleAgentFields({ slug: 'hidden-agent', name: 'Hidden Agent', visible: false }),
  );
  await articles.create(exampleArticleFields({ authorAgentId: maria.id }));
  await articles.create(
    exampleArticleFields({
      slug: 'old-naples-depot',
      title: 'The Old Naples Depot',
      tags: [],
      publishedAt: '2024-05-01T12:00:00.000Z',
    }),
  );
  await articles.create(
    exampleArticleFields({
      slug: 'naples-farmers-market',
      category: 'events-and-fun-facts',
      title: 'Saturday at the Farmers Market',
      tags: ['Naples'],
    }),
  );
  await articles.create(
    exampleArticleFields({
      slug: 'hurricane-checklist',
      category: 'owners-sellers',
      title: 'A Hurricane Checklist',
      tags: ['Insurance'],
    }),
  );
  await articles.create(
    exampleArticleFields({ slug: 'draft-story', title: 'Not Yet', status: 'draft', publishedAt: null }),
  );
  await articles.create(
    exampleArticleFields({
      slug: 'team-notes',
      category: 'team-articles',
      title: 'Team Notes',
      authorAgentId: hidden.id,
      tags: [],
    }),
  );
  return fixture;
}

async function expectNotFound(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(isNotFound(error)).toBe(true);
}

describe(loadArticlePage, () => {
  it('loads a published article with its author, reading time and related articles', async () => {
    const fixture = await fixtureWithArticles();
    const data = await loadArticlePage(fixture, 'local-history', 'the-history-of-the-naples-pier');
    expect(data.article.title).toBe('The History of the Naples Pier');
    expect(data).toMatchObject({
      categorySlug: 'local-history',
      categoryLabel: 'Local History',
      author: { name: 'Maria Alvarez', slug: 'maria-alvarez' },
      readingMinutes: 1,
    });
    expect(data.related.map((article) => article.slug)).toEqual(['old-naples-depot', 'naples-farmers-market']);
    expect(data.related[1]).toMatchObject({
      categorySlug: 'events-and-fun-facts',
      categoryLabel: 'Events & Fun Facts',
    });
  });

  it('reads the team’s articles under the team’s list, with the team as author when the agent is hidden', async () => {
    const fixture = await fixtureWithArticles();
    const data = await loadArticlePage(fixture, 'palmetto-articles', 'team-notes');
    expect(data.author).toEqual({ name: 'The Palmetto Team', slug: null });
    expect(data.categoryLabel).toBe('The Palmetto Team Articles');
  });

  it('is not found under another category than the article’s', async () => {
    const fixture = await fixtureWithArticles();
    await expectNotFound(loadArticlePage(fixture, 'buyer-resources', 'the-history-of-the-naples-pier'));
    await expectNotFound(loadArticlePage(fixture, 'team-articles', 'team-notes'));
  });

  it('is not found for an unknown article, a draft, or a segment that names no category', async () => {
    const fixture = await fixtureWithArticles();
    await expectNotFound(loadArticlePage(fixture, 'local-history', 'no-such-article'));
    await expectNotFound(loadArticlePage(fixture, 'local-history', 'draft-story'));
    await expectNotFound(loadArticlePage(fixture, 'market-activity', 'the-history-of-the-naples-pier'));
  });
});

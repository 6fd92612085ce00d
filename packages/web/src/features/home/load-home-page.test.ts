import { describe, expect, it } from 'vitest';
import type { Banner, ContentFields } from '@app/domain';
import { contentFixture, sampleAgent, sampleArticle, sampleCommunity } from '../articles/sample-content.ts';
import { sampleTestimonial } from '../about/sample-people.ts';
import { HOME_ARTICLES, HOME_TESTIMONIALS, loadHomePage } from './load-home-page.ts';

const banner = (overrides: Partial<ContentFields<Banner>>): ContentFields<Banner> => ({
  placement: 'home-hero',
  title: 'Sunset season on the Gulf',
  subtitle: 'Beachfront condos from Marco Island to Fort Myers Beach.',
  image: { url: '/media/demo/banner-gulf.jpg', alt: 'Sunset over the Gulf' },
  linkUrl: '/search?waterfront=1',
  linkText: 'See waterfront homes',
  startsAt: null,
  endsAt: null,
  enabled: true,
  sortOrder: 1,
  ...overrides,
});

async function homeFixture() {
  const fixture = contentFixture();
  const { agents, banners, communities, testimonials, articles } = fixture.repositories;
  const maria = await agents.create(sampleAgent());
  await banners.create(banner({ sortOrder: 2, title: 'Second' }));
  await banners.create(banner({ title: 'First' }));
  await banners.create(banner({ placement: 'home-promo', title: 'Thinking of selling?' }));
  await banners.create(banner({ title: 'Switched off', sortOrder: 0, enabled: false }));
  await communities.create(sampleCommunity());
  for (let index = 0; index < HOME_TESTIMONIALS + 1; index += 1)
    await testimonials.create(sampleTestimonial({ sortOrder: index, agentId: maria.id }));
  for (let index = 0; index < HOME_ARTICLES + 1; index += 1)
    await articles.create(
      sampleArticle({
        slug: `article-${index}`,
        category: index === 0 ? 'team-articles' : 'local-history',
        publishedAt: `2024-10-0${index + 1}T12:00:00.000Z`,
      }),
    );
  return fixture;
}

describe(loadHomePage, () => {
  it('loads the first banner of each placement, communities, a few testimonials and the latest articles with their paths', async () => {
    const data = await loadHomePage(await homeFixture());
    expect(data.hero?.title).toBe('First');
    expect(data.promo?.title).toBe('Thinking of selling?');
    expect(data.communities).toEqual([
      {
        id: expect.any(String),
        slug: 'pelican-bay',
        name: 'Pelican Bay',
        city: 'Naples',
        heroUrl: '/media/demo/pelican-bay.jpg',
        heroPosition: '50% 50%',
      },
    ]);
    expect(data.testimonials).toHaveLength(HOME_TESTIMONIALS);
    expect(data.agents).toEqual([{ id: expect.any(String), name: 'Maria Alvarez', slug: 'maria-alvarez' }]);
    expect(data.articles.map((article) => [article.categorySlug, article.slug])).toEqual([
      ['local-history', 'article-3'],
      ['local-history', 'article-2'],
      ['local-history', 'article-1'],
    ]);
  });

  it('gives the team articles their path under the team’s name', async () => {
    const fixture = await homeFixture();
    await fixture.repositories.articles.create(
      sampleArticle({ slug: 'newest', category: 'team-articles', publishedAt: '2024-12-01T12:00:00.000Z' }),
    );
    expect((await loadHomePage(fixture)).articles[0]).toMatchObject({
      categorySlug: 'palmetto-articles',
      slug: 'newest',
    });
  });

  it('leaves out the sections whose content cannot be loaded and keeps the rest', async () => {
    const fixture = await homeFixture();
    fixture.services.content.banners = async () => {
      throw new Error('The banners could not be read');
    };
    fixture.services.content.articles = async () => {
      throw new Error('The articles could not be read');
    };
    const data = await loadHomePage(fixture);
    expect(data).toMatchObject({ hero: null, promo: null, articles: [] });
    expect(data.communities).toHaveLength(1);
  });
});

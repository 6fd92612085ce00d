import { describe, expect, it } from 'vitest';
import { DataUnavailableError } from '@app/domain';
import {
  exampleAgentFields,
  exampleArticleFields,
  exampleBannerFields,
  exampleCommunityFields,
  exampleListing,
  exampleSalesResultFields,
  exampleSitePageFields,
  exampleTestimonialFields,
} from '@app/testing';
import { createTestApp } from '../test-app.ts';

async function getJson(app: ReturnType<typeof createTestApp>['app'], path: string) {
  const response = await app.request(path);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { items?: Record<string, unknown>[] },
  };
}

describe('GET /api/agents', () => {
  it('answers the visible agents in their order as { items, total, page, perPage }', async () => {
    const { app, content } = createTestApp();
    await content.agents.create(exampleAgentFields({ slug: 'b', name: 'Bea', sortOrder: 2 }));
    await content.agents.create(exampleAgentFields({ slug: 'a', name: 'Al', sortOrder: 1 }));
    await content.agents.create(exampleAgentFields({ slug: 'hidden', name: 'Hidden', visible: false }));

    const { status, body } = await getJson(app, '/api/agents');

    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, page: 1, perPage: 20 });
    expect(body.items?.map((agent) => agent.slug)).toEqual(['a', 'b']);
  });

  it('filters by language, specialty and search text, and pages', async () => {
    const { app, content } = createTestApp();
    await content.agents.create(
      exampleAgentFields({ slug: 'es', name: 'Ana', languages: ['Spanish'], specialties: ['Golf'] }),
    );
    await content.agents.create(
      exampleAgentFields({ slug: 'en', name: 'Bob', languages: ['English'], specialties: ['Golf'] }),
    );

    expect((await getJson(app, '/api/agents?language=Spanish')).body.items?.map((agent) => agent.slug)).toEqual(['es']);
    expect(
      (await getJson(app, '/api/agents?specialty=Golf&search=bOb')).body.items?.map((agent) => agent.slug),
    ).toEqual(['en']);
    expect((await getJson(app, '/api/agents?page=2&perPage=1')).body).toMatchObject({
      total: 2,
      page: 2,
      perPage: 1,
      items: [{ slug: 'en' }],
    });
  });

  it.each(['page=0', 'perPage=201', 'page=x', 'colour=blue'])(
    'refuses %s with a 400 naming the problem',
    async (query) => {
      const { app } = createTestApp();
      const { status, body } = await getJson(app, `/api/agents?${query}`);
      expect(status).toBe(400);
      expect(body.error).toMatch(/^Invalid request: /);
    },
  );

  it('answers one visible agent by slug, and 404 for an unknown or hidden one', async () => {
    const { app, content } = createTestApp();
    const agent = await content.agents.create(exampleAgentFields());
    await content.agents.create(exampleAgentFields({ slug: 'gone', visible: false }));

    expect(await getJson(app, '/api/agents/maria-alvarez')).toEqual({ status: 200, body: agent });
    expect(await getJson(app, '/api/agents/gone')).toEqual({ status: 404, body: { error: 'Agent not found: gone' } });
    expect((await getJson(app, '/api/agents/nobody')).status).toBe(404);
  });

  it('answers 503 with a safe message when the content cannot be read', async () => {
    const { app, content } = createTestApp();
    content.agents.failNextWith(new DataUnavailableError('The agents could not be read'));
    expect(await getJson(app, '/api/agents')).toEqual({ status: 503, body: { error: 'The agents could not be read' } });
  });
});

describe('GET /api/articles', () => {
  it('answers published articles whose publish instant has passed, filtered by category, tag and author', async () => {
    const { app, content, clock } = createTestApp();
    const now = new Date(clock.now()).toISOString();
    const author = '0f8c9a62-7c55-4d0e-9a43-2b3c4d5e6f70';
    await content.articles.create(
      exampleArticleFields({ slug: 'live', tags: ['tips'], authorAgentId: author, publishedAt: now }),
    );
    await content.articles.create(exampleArticleFields({ slug: 'draft', status: 'draft' }));
    await content.articles.create(exampleArticleFields({ slug: 'later', publishedAt: '2099-01-01T00:00:00.000Z' }));
    await content.articles.create(exampleArticleFields({ slug: 'buyers', category: 'buyer-resources' }));

    const slugs = async (query: string) =>
      (await getJson(app, `/api/articles${query}`)).body.items?.map((article) => article.slug);
    expect(await slugs('')).toEqual(['live', 'buyers']);
    expect(await slugs('?category=local-history')).toEqual(['live']);
    expect(await slugs('?tag=tips')).toEqual(['live']);
    expect(await slugs(`?authorAgentId=${author}`)).toEqual(['live']);
    expect((await getJson(app, '/api/articles/later')).status).toBe(404);
    expect((await getJson(app, '/api/articles/live')).status).toBe(200);
  });

  it.each(['category=gossip', 'authorAgentId=42'])('refuses %s with a 400', async (query) => {
    const { app } = createTestApp();
    expect((await getJson(app, `/api/articles?${query}`)).status).toBe(400);
  });
});

describe('GET /api/communities, /api/testimonials, /api/sales-results', () => {
  it('answers only published records, with their filters', async () => {
    const { app, content } = createTestApp();
    await content.communities.create(exampleCommunityFields());
    await content.communities.create(exampleCommunityFields({ slug: 'draft', published: false }));
    const agentId = '0f8c9a62-7c55-4d0e-9a43-2b3c4d5e6f70';
    await content.testimonials.create(exampleTestimonialFields({ agentId }));
    await content.testimonials.create(exampleTestimonialFields({ published: false }));
    await content.salesResults.create(exampleSalesResultFields({ side: 'buyer', city: 'Fort Myers' }));
    await content.salesResults.create(exampleSalesResultFields({ address: '1 Old Trail' }));

    expect((await getJson(app, '/api/communities')).body).toMatchObject({ total: 1, items: [{ slug: 'pelican-bay' }] });
    expect((await getJson(app, '/api/communities/pelican-bay')).status).toBe(200);
    expect((await getJson(app, '/api/communities/draft')).status).toBe(404);
    expect((await getJson(app, `/api/testimonials?agentId=${agentId}`)).body).toMatchObject({ total: 1 });
    expect((await getJson(app, '/api/sales-results?side=buyer&city=Fort%20Myers')).body).toMatchObject({
      total: 1,
      items: [{ side: 'buyer' }],
    });
    expect((await getJson(app, '/api/sales-results?side=seller')).status).toBe(400);
  });
});

describe('GET /api/communities/{slug}/market', () => {
  it("answers a published community's homes for sale in one call: figures, pins and the newest six", async () => {
    const listings = [1, 2, 3, 4, 5, 6, 7].map((index) =>
      exampleListing({
        ListingKey: `K${index}`,
        ListingId: `90000${index}`,
        StandardStatus: 'Active',
        SubdivisionName: index % 2 === 0 ? 'Pelican Bay' : 'Bay Colony',
      }),
    );
    const { app, content } = createTestApp({
      listings: [...listings, exampleListing({ ListingKey: 'K9', ListingId: '900009', SubdivisionName: 'Park Shore' })],
    });
    await content.communities.create(exampleCommunityFields({ subdivisions: ['Pelican Bay', 'Bay Colony'] }));
    await content.communities.create(exampleCommunityFields({ slug: 'draft', published: false }));

    const { status, body } = await getJson(app, '/api/communities/pelican-bay/market');
    expect(status).toBe(200);
    expect(body).toMatchObject({ statistics: { homesForSale: 7 } });
    expect(body.pins).toHaveLength(7);
    expect(body.listings).toHaveLength(6);
    expect((await getJson(app, '/api/communities/draft/market')).status).toBe(404);
    expect((await getJson(app, '/api/communities/nowhere/market')).body).toEqual({
      error: 'Community not found: nowhere',
    });
  });
});

describe('GET /api/banners', () => {
  it('answers the banners of a placement showing now, as an array', async () => {
    const { app, content } = createTestApp();
    await content.banners.create(exampleBannerFields({ title: 'Now' }));
    await content.banners.create(exampleBannerFields({ title: 'Ended', endsAt: '2020-01-01T00:00:00.000Z' }));
    await content.banners.create(exampleBannerFields({ title: 'Promo', placement: 'home-promo' }));

    const response = await app.request('/api/banners?placement=home-hero');

    expect(response.status).toBe(200);
    expect(((await response.json()) as { title: string }[]).map((banner) => banner.title)).toEqual(['Now']);
    expect((await getJson(app, '/api/banners')).status).toBe(400);
  });
});

describe('GET /api/pages/{slug}', () => {
  it('answers a text page, and 404 for an unknown one', async () => {
    const { app, content } = createTestApp();
    await content.sitePages.create(exampleSitePageFields());

    expect((await getJson(app, '/api/pages/about')).body).toMatchObject({
      slug: 'about',
      title: 'About The Palmetto Team',
    });
    expect(await getJson(app, '/api/pages/broker-nobody')).toEqual({
      status: 404,
      body: { error: 'Page not found: broker-nobody' },
    });
  });
});

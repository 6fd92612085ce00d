import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FixedClock,
  agentFieldsArbitrary,
  createInMemoryContentRepositories,
  exampleAgentFields,
  exampleArticleFields,
  exampleBannerFields,
  exampleSalesResultFields,
  exampleSitePageFields,
  exampleTestimonialFields,
} from '@app/testing';
import { ValidationError } from '../errors/domain-error.ts';
import { AGENTS } from './content-collections.ts';
import { isVisibleAt } from './content-visibility.ts';
import { createPublicContent } from './public-content.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

function setup() {
  const clock = new FixedClock(NOW);
  const repositories = createInMemoryContentRepositories(clock);
  return { clock, repositories, content: createPublicContent(repositories, clock) };
}

describe(createPublicContent, () => {
  it('lists only the agents visible now, with language and specialty filters', async () => {
    const { repositories, content } = setup();
    await repositories.agents.create(
      exampleAgentFields({ slug: 'ana', name: 'Ana', languages: ['Spanish'], specialties: ['Golf'] }),
    );
    await repositories.agents.create(
      exampleAgentFields({ slug: 'bo', name: 'Bo', languages: ['English'], specialties: ['Golf'] }),
    );
    await repositories.agents.create(exampleAgentFields({ slug: 'hidden', languages: ['Spanish'], visible: false }));

    expect((await content.agents()).items.map((agent) => agent.slug)).toEqual(['ana', 'bo']);
    expect((await content.agents({ language: 'Spanish' })).items.map((agent) => agent.slug)).toEqual(['ana']);
    expect((await content.agents({ specialty: 'Golf', language: 'English' })).total).toBe(1);
  });

  it('answers exactly the agents isVisibleAt shows at the clock instant', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(agentFieldsArbitrary, { maxLength: 8, selector: (fields) => fields.slug }),
        async (all) => {
          const { repositories, content } = setup();
          const stored = [];
          for (const fields of all) stored.push(await repositories.agents.create(fields));
          const now = new Date(NOW).toISOString();
          const expected = stored.filter((agent) => isVisibleAt(AGENTS, agent, now));
          expect((await content.agents({ perPage: 200 })).total).toBe(expected.length);
          for (const agent of stored)
            expect(await content.agent(agent.slug)).toEqual(expected.includes(agent) ? agent : null);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('shows an article only from its publish instant, by the clock', async () => {
    const { clock, repositories, content } = setup();
    await repositories.articles.create(
      exampleArticleFields({ slug: 'soon', publishedAt: new Date(NOW + 60_000).toISOString() }),
    );

    expect(await content.article('soon')).toBeNull();
    clock.advance(60_000);
    expect((await content.article('soon'))?.slug).toBe('soon');
    expect((await content.articles({ category: 'local-history', tag: 'history' })).total).toBe(1);
    expect((await content.articles({ category: 'buyer-resources' })).total).toBe(0);
  });

  it('answers the banners of one placement in their schedule', async () => {
    const { repositories, content } = setup();
    await repositories.banners.create(exampleBannerFields({ title: 'Hero', sortOrder: 2 }));
    await repositories.banners.create(exampleBannerFields({ title: 'First', sortOrder: 1 }));
    await repositories.banners.create(exampleBannerFields({ title: 'Over', endsAt: '2026-01-01T00:00:00.000Z' }));
    await repositories.banners.create(exampleBannerFields({ title: 'Promo', placement: 'home-promo' }));

    expect((await content.banners('home-hero')).map((banner) => banner.title)).toEqual(['First', 'Hero']);
  });

  it('filters testimonials by agent and sales results by city, side and agent', async () => {
    const { repositories, content } = setup();
    const agentId = '0f8c9a62-7c55-4d0e-9a43-2b3c4d5e6f70';
    await repositories.testimonials.create(exampleTestimonialFields({ agentId }));
    await repositories.testimonials.create(exampleTestimonialFields());
    await repositories.salesResults.create(exampleSalesResultFields({ agentId, side: 'buyer' }));
    await repositories.salesResults.create(exampleSalesResultFields({ city: 'Fort Myers' }));

    expect((await content.testimonials({ agentId })).total).toBe(1);
    expect((await content.testimonials()).total).toBe(2);
    expect((await content.salesResults({ side: 'buyer', agentId })).total).toBe(1);
    expect((await content.salesResults({ city: 'Fort Myers' })).total).toBe(1);
  });

  it('finds a text page by slug, or null', async () => {
    const { repositories, content } = setup();
    await repositories.sitePages.create(exampleSitePageFields());

    expect((await content.page('about'))?.title).toBe('About The Palmetto Team');
    expect(await content.page('broker-nobody')).toBeNull();
  });

  it('rejects a bad page with a ValidationError', async () => {
    const { content } = setup();
    await expect(content.communities({ page: 0 })).rejects.toBeInstanceOf(ValidationError);
    await expect(content.communities({ perPage: 1000 })).rejects.toBeInstanceOf(ValidationError);
  });

  it('shows the library alt text on every picture that follows it, at once, and keeps an override', async () => {
    const clock = new FixedClock(NOW);
    const repositories = createInMemoryContentRepositories(clock);
    const library = new Map([['0b9d3c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', 'Amelia on the pier']]);
    const content = createPublicContent(repositories, clock, async () => library);
    const url = '/media/images/0b9d3c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e/640.webp';
    await repositories.agents.create(exampleAgentFields({ slug: 'ana', photo: { url, alt: 'Typed at first' } }));
    await repositories.agents.create(
      exampleAgentFields({ slug: 'bo', name: 'Bo', photo: { url, alt: 'Bo keeps his own', altOverride: true } }),
    );
    await repositories.articles.create(
      exampleArticleFields({
        slug: 'pier',
        status: 'published',
        publishedAt: '2026-01-01T00:00:00.000Z',
        body: `<p>On the pier</p><img src="${url}" alt="Typed at first" data-alt="library" />`,
      }),
    );

    expect((await content.agent('ana'))?.photo.alt).toBe('Amelia on the pier');
    expect((await content.agent('bo'))?.photo.alt).toBe('Bo keeps his own');
    expect((await content.article('pier'))?.body).toContain('alt="Amelia on the pier" data-alt="library"');
    library.set('0b9d3c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', 'Amelia at sunset');
    expect((await content.agents()).items.map((agent) => agent.photo.alt).sort()).toEqual([
      'Amelia at sunset',
      'Bo keeps his own',
    ]);
  });
});

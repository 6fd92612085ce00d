import { describe, expect, it } from 'vitest';
import { createPublicContent } from '@app/domain';
import {
  createInMemoryContentRepositories,
  exampleBannerFields,
  exampleCommunityFields,
  FixedClock,
} from '@app/testing';
import { cachePublicContent } from './cached-public-content.ts';

function fixture() {
  const clock = new FixedClock(Date.parse('2026-11-01T12:00:00Z'));
  const repositories = createInMemoryContentRepositories(clock);
  const cached = cachePublicContent(createPublicContent(repositories, clock), { ttlMs: 60_000, clock, maxKeys: 4 });
  return { clock, repositories, cached };
}

describe(cachePublicContent, () => {
  it('answers the same question from memory until the time to live has passed', async () => {
    const { clock, repositories, cached } = fixture();
    await repositories.communities.create(exampleCommunityFields());
    expect((await cached.content.communities({ perPage: 6 })).total).toBe(1);
    await repositories.communities.create(exampleCommunityFields({ slug: 'port-royal', name: 'Port Royal' }));
    expect((await cached.content.communities({ perPage: 6 })).total).toBe(1);
    expect((await cached.content.communities({ perPage: 12 })).total).toBe(2);
    clock.advance(60_000);
    expect((await cached.content.communities({ perPage: 6 })).total).toBe(2);
  });

  it('forgets every kept answer when cleared (an admin write)', async () => {
    const { repositories, cached } = fixture();
    expect(await cached.content.banners('home-hero')).toEqual([]);
    expect(await cached.content.community('pelican-bay')).toBeNull();
    await repositories.banners.create(exampleBannerFields({ placement: 'home-hero' }));
    await repositories.communities.create(exampleCommunityFields());
    expect(await cached.content.banners('home-hero')).toEqual([]);
    cached.clear();
    expect(await cached.content.banners('home-hero')).toHaveLength(1);
    expect((await cached.content.community('pelican-bay'))?.slug).toBe('pelican-bay');
  });
});

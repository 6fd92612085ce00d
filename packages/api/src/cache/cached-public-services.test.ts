import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createPublicContent } from '@app/domain';
import {
  createInMemoryContentRepositories,
  exampleBannerFields,
  exampleCommunityFields,
  FixedClock,
} from '@app/testing';
import { createTestApp } from '../http/test-app.ts';
import {
  cachePublicContent,
  createCachedPerKey,
  createCachedValue,
  SHARED_ANSWER_TTL_MS,
} from './cached-public-services.ts';

describe(createCachedValue, () => {
  it('keeps a value for its time to live, then loads again', async () => {
    const clock = new FixedClock(0);
    let calls = 0;
    const cached = createCachedValue(async () => ++calls, 1000, clock);
    expect(await cached.get()).toBe(1);
    clock.advance(999);
    expect(await cached.get()).toBe(1);
    clock.advance(1);
    expect(await cached.get()).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => 'v');
    const cached = createCachedValue(load, 1000, new FixedClock(0));
    await Promise.all([cached.get(), cached.get(), cached.get()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const cached = createCachedValue(
      async () => {
        if (fail) throw new Error('down');
        return 'up';
      },
      1000,
      new FixedClock(0),
    );
    await expect(cached.get()).rejects.toThrow('down');
    fail = false;
    expect(await cached.get()).toBe('up');
  });

  it('loads again at once after invalidate', async () => {
    let calls = 0;
    const cached = createCachedValue(async () => ++calls, 60_000, new FixedClock(0));
    await cached.get();
    cached.invalidate();
    expect(await cached.get()).toBe(2);
  });

  it('loads exactly once per time-to-live window, whatever the call times', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 30 }), async (gaps) => {
        const clock = new FixedClock(0);
        let loads = 0;
        let expected = 0;
        let windowStart = Number.NEGATIVE_INFINITY;
        const cached = createCachedValue(async () => ++loads, 1000, clock);
        for (const gap of gaps) {
          clock.advance(gap);
          if (clock.now() - windowStart >= 1000) {
            expected += 1;
            windowStart = clock.now();
          }
          await cached.get();
        }
        expect(loads).toBe(expected);
      }),
    );
  });
});

describe(createCachedPerKey, () => {
  it('loads once per key within the time to live, and again after it (with the input that made the key)', async () => {
    const clock = new FixedClock(0);
    const loads: string[] = [];
    const cached = createCachedPerKey(
      (city: string) => city.toLowerCase(),
      async (city) => {
        loads.push(city);
        return `${city} ${clock.now()}`;
      },
      { ttlMs: 1000, clock, maxKeys: 10 },
    );

    expect(await cached('Naples')).toBe('Naples 0');
    expect(await cached('NAPLES')).toBe('Naples 0');
    clock.advance(1000);
    expect(await cached('naples')).toBe('Naples 1000');
    expect(loads).toEqual(['Naples', 'Naples']);
  });

  it('drops the least recently used key first', async () => {
    const loads: string[] = [];
    const cached = createCachedPerKey(
      (key: string) => key,
      async (key) => {
        loads.push(key);
        return key;
      },
      { ttlMs: 60_000, clock: new FixedClock(0), maxKeys: 2 },
    );

    await cached('a');
    await cached('b');
    await cached('a');
    await cached('c');
    await cached('a');
    await cached('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps at most maxKeys keys when flooded with 20,000 distinct inputs', async () => {
    const cached = createCachedPerKey(
      (key: number) => `pins?north=${key}`,
      async (key) => ({ pins: new Array(50).fill(key) }),
      { ttlMs: 60_000, clock: new FixedClock(0), maxKeys: 20 },
    );
    for (let key = 0; key < 20_000; key += 1) await cached(key);
    expect(cached.keptKeys()).toBe(20);
  });
});

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

describe('the homes of a subdivision', () => {
  it('are read once per subdivision and list length while fresh, the same answer for every property page of it', async () => {
    const { services, listings, clock } = createTestApp();
    const find = vi.spyOn(listings, 'find');
    const subdivision = (await listings.find({ sort: 'newest', limit: 1 }))[0]?.SubdivisionName ?? '';
    find.mockClear();

    const first = await services.listSubdivisionListings({ subdivision, limit: 7 });
    const again = await services.listSubdivisionListings({ subdivision, limit: 7 });
    await services.listSubdivisionListings({ subdivision, limit: 6 });
    expect(again).toBe(first);
    expect(find).toHaveBeenCalledTimes(2);

    clock.advance(SHARED_ANSWER_TTL_MS);
    await services.listSubdivisionListings({ subdivision, limit: 7 });
    expect(find).toHaveBeenCalledTimes(3);
  });

  it('are read every time for long lists, which are not kept', async () => {
    const { services, listings } = createTestApp();
    const find = vi.spyOn(listings, 'find');
    await services.listSubdivisionListings({ subdivision: 'Moorings', limit: 200 });
    await services.listSubdivisionListings({ subdivision: 'Moorings', limit: 200 });
    expect(find).toHaveBeenCalledTimes(2);
  });
});

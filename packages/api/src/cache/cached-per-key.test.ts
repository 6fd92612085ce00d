import { describe, expect, it } from 'vitest';
import { FixedClock } from '@app/testing';
import { createCachedPerKey } from './cached-per-key.ts';

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

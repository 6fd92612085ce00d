import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { FixedClock } from '@app/testing';
import { createCachedValue } from './cached-value.ts';

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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXED_CLOCK_START_MS, FixedClock } from './fixed-clock.ts';

describe(FixedClock, () => {
  it('starts at 2025-01-15T12:00:00Z unless told otherwise', () => {
    expect(new Date(new FixedClock().now()).toISOString()).toBe('2025-01-15T12:00:00.000Z');
    expect(new FixedClock(42).now()).toBe(42);
    expect(FIXED_CLOCK_START_MS).toBe(Date.UTC(2025, 0, 15, 12));
  });

  it('stands still until moved', () => {
    const clock = new FixedClock(1_000);
    expect([clock.now(), clock.now()]).toEqual([1_000, 1_000]);
  });

  it('moves by advance and jumps by set', () => {
    const clock = new FixedClock(1_000);
    clock.advance(500);
    expect(clock.now()).toBe(1_500);
    clock.set(10);
    expect(clock.now()).toBe(10);
  });

  it('ends where the sum of its advances leads', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.array(fc.integer({ min: -1e6, max: 1e6 })),
        (start, steps) => {
          const clock = new FixedClock(start);
          for (const step of steps) clock.advance(step);
          expect(clock.now()).toBe(start + steps.reduce((sum, step) => sum + step, 0));
        },
      ),
    );
  });
});

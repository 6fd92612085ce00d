import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom } from './prng.ts';

describe(createRandom, () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('gives different sequences for different seeds', () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it('keeps int() within both inclusive bounds', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 50 }),
        (seed, min, span) => {
          const value = createRandom(seed).int(min, min + span);
          return Number.isInteger(value) && value >= min && value <= min + span;
        },
      ),
    );
  });

  it('never picks an item of weight zero', () => {
    const random = createRandom(3);
    const picks = Array.from({ length: 500 }, () =>
      random.weighted([
        ['never', 0],
        ['always', 1],
      ] as const),
    );
    expect(new Set(picks)).toEqual(new Set(['always']));
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow(/empty/);
  });
});

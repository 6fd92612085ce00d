import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, hashString, seedFor } from './prng.ts';

describe('createRng', () => {
  it('repeats its sequence for the same seed and differs for another seed', () => {
    const draw = (seed: number): number[] => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps next, range and int within their bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (seed, min, span) => {
        const rng = createRng(seed);
        const x = rng.next();
        expect(x >= 0 && x < 1).toBe(true);
        const r = rng.range(min, min + span + 1);
        expect(r >= min && r < min + span + 1).toBe(true);
        const i = rng.int(min, min + span);
        expect(Number.isInteger(i) && i >= min && i <= min + span).toBe(true);
      }),
    );
  });

  it('picks every element of a list eventually and refuses an empty list', () => {
    const rng = createRng(1);
    const seen = new Set(Array.from({ length: 200 }, () => rng.pick(['a', 'b', 'c'])));
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});

describe('seeds', () => {
  it('hashes strings to unsigned 32-bit integers (FNV-1a)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });

  it('gives each scene and variant its own seed', () => {
    expect(seedFor('pool', 1)).not.toBe(seedFor('pool', 2));
    expect(seedFor('pool', 1)).not.toBe(seedFor('lanai', 1));
  });
});

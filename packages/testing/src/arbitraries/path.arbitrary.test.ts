import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fullPathArbitrary,
  pathArbitrary,
  pathPatternArbitrary,
  pathSegmentArbitrary,
  pathUnderArbitrary,
} from './path.arbitrary.ts';

describe(pathArbitrary, () => {
  it('makes paths with one leading slash and the asked number of non-empty segments', () => {
    fc.assert(
      fc.property(pathArbitrary({ minSegments: 1, maxSegments: 3 }), (path) => {
        expect(path).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/);
      }),
    );
  });

  it('may make the root path', () => {
    expect(fc.sample(pathArbitrary({ maxSegments: 0 }), 3)).toEqual(['/', '/', '/']);
  });
});

describe(pathUnderArbitrary, () => {
  it('puts exactly the asked number of segments below the prefix', () => {
    fc.assert(
      fc.property(pathUnderArbitrary('/resources', 2), (path) => {
        expect(path.split('/')).toHaveLength(4);
        expect(path.startsWith('/resources/')).toBe(true);
      }),
    );
  });
});

describe(fullPathArbitrary, () => {
  it('keeps the path and adds at most a query and a hash', () => {
    fc.assert(
      fc.property(fullPathArbitrary(fc.constant('/admin')), (full) => {
        expect(full).toMatch(/^\/admin(\?[^#]+)?(#.+)?$/);
      }),
    );
  });
});

describe('pathSegmentArbitrary and pathPatternArbitrary', () => {
  it('make segments without slashes and patterns that start with a slash', () => {
    fc.assert(
      fc.property(pathSegmentArbitrary, pathPatternArbitrary, (segment, pattern) => {
        expect(segment).not.toContain('/');
        expect(segment.length).toBeGreaterThan(0);
        expect(pattern.startsWith('/')).toBe(true);
      }),
    );
  });
});

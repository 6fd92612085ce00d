import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsFilter, escapeLikePattern, escapeRegexPattern } from './text-search.ts';

describe(escapeLikePattern, () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLikePattern('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });
});

describe(escapeRegexPattern, () => {
  it('makes every character match itself in a regular expression', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        expect(new RegExp(`^${escapeRegexPattern(text)}$`).test(text)).toBe(true);
      }),
    );
  });
});

describe(containsFilter, () => {
  it('uses ilike around the escaped text', () => {
    expect(containsFilter('a_b')).toEqual({ operator: 'ilike', pattern: '%a\\_b%' });
  });

  it('uses imatch when the text holds a star, which PostgREST would read as a wildcard', () => {
    expect(containsFilter('a*b.')).toEqual({ operator: 'imatch', pattern: 'a\\*b\\.' });
  });
});

import { describe, expect, it } from 'vitest';
import { containsPattern } from './sql-parameters.ts';

describe(containsPattern, () => {
  it.each([
    ['about', '%about%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
    ['', '%%'],
  ])('makes %j a literal contains pattern', (search, pattern) => {
    expect(containsPattern(search)).toBe(pattern);
  });
});

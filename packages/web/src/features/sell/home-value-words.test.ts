import { describe, expect, it } from 'vitest';
import { roundedPrice, trendWords } from './home-value-words.ts';

describe(roundedPrice, () => {
  it('rounds to the nearest thousand', () => {
    expect(roundedPrice(1_234_499)).toBe(1_234_000);
    expect(roundedPrice(1_234_500)).toBe(1_235_000);
  });
});

describe(trendWords, () => {
  it('says the trend per month with its sign, and flat near zero', () => {
    expect(trendWords(1.008)).toBe('+0.8 % a month');
    expect(trendWords(0.99)).toBe('−1.0 % a month');
    expect(trendWords(1.0001)).toBe('flat');
  });
});

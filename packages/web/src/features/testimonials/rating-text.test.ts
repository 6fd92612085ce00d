import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampRating, MAX_RATING, ratingText } from './rating-text.ts';

describe(ratingText, () => {
  it('says how many of five stars a testimonial gives', () => {
    expect(ratingText(5)).toBe('5 out of 5 stars');
    expect(ratingText(4)).toBe('4 out of 5 stars');
  });

  it('holds odd values to whole stars from 0 to 5', () => {
    expect(ratingText(7)).toBe('5 out of 5 stars');
    expect(ratingText(-1)).toBe('0 out of 5 stars');
    expect(ratingText(Number.NaN)).toBe('0 out of 5 stars');
  });
});

describe(clampRating, () => {
  it('always answers a whole number of stars within the scale', () => {
    fc.assert(
      fc.property(fc.double(), (rating) => {
        const stars = clampRating(rating);
        expect(Number.isInteger(stars)).toBe(true);
        expect(stars).toBeGreaterThanOrEqual(0);
        expect(stars).toBeLessThanOrEqual(MAX_RATING);
      }),
    );
  });
});

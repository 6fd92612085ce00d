import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBathCount, formatBeds } from './format.ts';

describe('bed and bath counts on cards and pins', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(formatBeds(1)).toBe('1 bed');
    expect(formatBeds(3)).toBe('3 beds');
    expect(formatBathCount(1)).toBe('1 bath');
    expect(formatBathCount(1.5)).toBe('1.5 baths');
    expect(formatBathCount(2)).toBe('2 baths');
  });

  it('is singular exactly for one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.boolean(), (whole, half) => {
        const baths = whole + (half ? 0.5 : 0);
        expect(formatBeds(whole).endsWith(' beds')).toBe(whole !== 1);
        expect(formatBathCount(baths).endsWith(' baths')).toBe(baths !== 1);
      }),
    );
  });
});

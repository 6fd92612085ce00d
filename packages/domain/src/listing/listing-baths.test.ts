import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subdivisionBathroomsDisplay, totalBathroomsDisplay } from './listing-baths.ts';

const count = fc.option(fc.integer({ min: 0, max: 20 }), { nil: null });

describe(totalBathroomsDisplay, () => {
  it('adds 0.5 for every half bath: 2 full and 3 half give 3.5', () => {
    expect(totalBathroomsDisplay(2, 3)).toBe(3.5);
  });

  it('reads missing counts as 0', () => {
    expect(totalBathroomsDisplay(null, 1)).toBe(0.5);
    expect(totalBathroomsDisplay(3, undefined)).toBe(3);
    expect(totalBathroomsDisplay(null, null)).toBe(0);
  });

  it('is the full count plus half the half count', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (full, half) => {
        expect(totalBathroomsDisplay(full, half) * 2).toBe(full * 2 + half);
      }),
    );
  });
});

describe(subdivisionBathroomsDisplay, () => {
  it('adds 0.5 once when there is any half bath: 2 full and 3 half give 2.5', () => {
    expect(subdivisionBathroomsDisplay(2, 3)).toBe(2.5);
  });

  it('adds nothing without half baths', () => {
    expect(subdivisionBathroomsDisplay(4, 0)).toBe(4);
    expect(subdivisionBathroomsDisplay(4, null)).toBe(4);
    expect(subdivisionBathroomsDisplay(null, null)).toBe(0);
  });

  it('is never above the standard count', () => {
    fc.assert(
      fc.property(count, count, (full, half) => {
        expect(totalBathroomsDisplay(full, half)).toBeGreaterThanOrEqual(subdivisionBathroomsDisplay(full, half));
      }),
    );
  });

  it('equals the standard count when there is at most one half bath', () => {
    fc.assert(
      fc.property(count, fc.constantFrom(null, 0, 1), (full, half) => {
        expect(subdivisionBathroomsDisplay(full, half)).toBe(totalBathroomsDisplay(full, half));
      }),
    );
  });

  it('is below the standard count when there are two or more half baths', () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 2, max: 20 }), (full, half) => {
        expect(subdivisionBathroomsDisplay(full, half)).toBeLessThan(totalBathroomsDisplay(full, half));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { officeDayRange } from './activity-range.ts';

describe(officeDayRange, () => {
  it('spans whole office days in ET, the last day included, across a change of clocks', () => {
    expect(officeDayRange('2026-11-01', '2026-11-01')).toEqual({
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });
    expect(officeDayRange(undefined, 'not-a-day')).toEqual({ from: undefined, to: undefined });
  });

  it('property: a range of days always starts before it ends, and a longer range holds a shorter one', () => {
    const day = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (first) => {
        const range = officeDayRange(first, first);
        expect(Date.parse(range.to ?? '')).toBeGreaterThan(Date.parse(range.from ?? ''));
        expect(Date.parse(range.to ?? '') - Date.parse(range.from ?? '')).toBeGreaterThanOrEqual(23 * 3_600_000);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_DATA_FRESH_MS, LISTING_DATA_STALE_MS, listingDataFreshness } from './listing-data-freshness.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const at = (ageMs: number) => ({ count: 10, latestModification: new Date(NOW - ageMs).toISOString() });

describe(listingDataFreshness, () => {
  it('calls data up to a day old fresh, up to a week aging, older stale', () => {
    expect(listingDataFreshness(at(LISTING_DATA_FRESH_MS), NOW).state).toBe('fresh');
    expect(listingDataFreshness(at(LISTING_DATA_FRESH_MS + 1), NOW).state).toBe('aging');
    expect(listingDataFreshness(at(LISTING_DATA_STALE_MS), NOW).state).toBe('aging');
    expect(listingDataFreshness(at(LISTING_DATA_STALE_MS + 1), NOW).state).toBe('stale');
  });

  it('calls no listings empty, and a change dated in the future just now', () => {
    expect(listingDataFreshness({ count: 0, latestModification: null }, NOW)).toEqual({
      count: 0,
      latestModification: null,
      state: 'empty',
      ageMs: null,
    });
    expect(listingDataFreshness(at(-60_000), NOW)).toMatchObject({ state: 'fresh', ageMs: 0 });
  });

  it('never gets fresher as the data ages', () => {
    const rank = { fresh: 0, aging: 1, stale: 2, empty: 3 };
    fc.assert(
      fc.property(fc.nat({ max: 30 * LISTING_DATA_FRESH_MS }), fc.nat({ max: 30 * LISTING_DATA_FRESH_MS }), (a, b) => {
        const [younger, older] = a < b ? [a, b] : [b, a];
        expect(rank[listingDataFreshness(at(younger), NOW).state]).toBeLessThanOrEqual(
          rank[listingDataFreshness(at(older), NOW).state],
        );
      }),
    );
  });
});

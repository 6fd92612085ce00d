import { describe, expect, it } from 'vitest';
import { featureBadges } from './listing-badges.ts';

describe(featureBadges, () => {
  it('shows Waterfront and Pool only when the facts say yes', () => {
    expect(featureBadges({ WaterfrontYN: true, PoolPrivateYN: true })).toEqual(['Waterfront', 'Pool']);
    expect(featureBadges({ WaterfrontYN: false, PoolPrivateYN: true })).toEqual(['Pool']);
    expect(featureBadges({ WaterfrontYN: null, PoolPrivateYN: null })).toEqual([]);
  });
});

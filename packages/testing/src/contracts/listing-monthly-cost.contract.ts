import { describe, expect, it } from 'vitest';
import { DEFAULT_MONTHLY_COST_SETTINGS, listingMonthlyCost, type Listing, type ListingStore } from '@app/domain';
import { compareForListingSort } from '../fakes/listing-order.ts';

/** Dearer money: every estimate goes up. */
const DEARER = { ...DEFAULT_MONTHLY_COST_SETTINGS, annualRatePercent: 12, downPaymentPercent: 5 };

/** rewriteMonthlyCosts: the sort and the filter by monthly cost follow the admin's saved settings. */
export function describeListingMonthlyCostRewrite(store: () => ListingStore, stored: () => Promise<Listing[]>): void {
  describe('rewriteMonthlyCosts', () => {
    it('makes the sort and the max monthly cost filter read the figures of the new settings, and back', async () => {
      const listings = await stored();
      const cheapest = Math.min(...listings.map((listing) => listingMonthlyCost(listing) ?? Infinity));
      const keysAtMost = async (maxMonthlyCost: number) =>
        (await store().search({ maxMonthlyCost, limit: 50 })).listings.map((item) => item.ListingKey);
      expect(await keysAtMost(cheapest)).toHaveLength(1);

      await store().rewriteMonthlyCosts(DEARER);

      expect(await keysAtMost(cheapest)).toEqual([]);
      const dearest = Math.max(...listings.map((listing) => listingMonthlyCost(listing, DEARER) ?? 0));
      expect(await keysAtMost(dearest)).toHaveLength(listings.filter((listing) => listingMonthlyCost(listing)).length);
      const sorted = await store().search({ sort: 'monthly-cost-asc', limit: 50 });
      const expected = [...listings].sort(compareForListingSort('monthly-cost-asc', DEARER));
      expect(sorted.listings.map((item) => item.ListingKey)).toEqual(expected.map((listing) => listing.ListingKey));

      await store().rewriteMonthlyCosts(DEFAULT_MONTHLY_COST_SETTINGS);
      expect(await keysAtMost(cheapest)).toHaveLength(1);
    });
  });
}

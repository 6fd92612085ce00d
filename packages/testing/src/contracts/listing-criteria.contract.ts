import { describe, expect, it } from 'vitest';
import type { ListingStore, OpenHouse, OpenHouseStore } from '@app/domain';
import { FACT_CASES, PLACE_CASES, TEXT_CASES, type CriteriaCase } from './listing-criteria-cases.ts';
import { exampleListings } from './listing-store-fixtures.ts';

const keys = (listings: readonly { ListingKey: string }[]) => listings.map((listing) => listing.ListingKey);

function openHouse(listingKey: string, start: string, end: string): OpenHouse {
  return {
    OpenHouseKey: `OH-${listingKey}-${start}`,
    ListingKey: listingKey,
    ListingId: `id-${listingKey}`,
    OpenHouseStartTime: start,
    OpenHouseEndTime: end,
    OpenHouseRemarks: null,
  };
}

/** Every criterion of ListingCriteria, by example, through find, search and pins alike. */
export function describeListingCriteria(store: () => ListingStore, openHouses: () => OpenHouseStore): void {
  describe('criteria', () => {
    it.each([...TEXT_CASES, ...FACT_CASES, ...PLACE_CASES].map((example) => [example.name, example] as const))(
      '%s',
      async (_name, example: CriteriaCase) => {
        await store().upsertMany(exampleListings(example.listings));
        const criteria = { ...example.criteria, limit: 50 };

        expect(keys(await store().find(criteria))).toEqual(example.expected);
        expect(keys((await store().search(criteria)).listings)).toEqual(example.expected);
        expect((await store().search(criteria)).total).toBe(example.expected.length);
        expect(keys(await store().pins(criteria))).toEqual(example.expected);
      },
    );

    it('keeps listings with an open house ending after the instant', async () => {
      await store().upsertMany(exampleListings([{}, {}, {}, {}]));
      await openHouses().upsertMany([
        openHouse('L1', '2026-03-07T18:00:00.000Z', '2026-03-07T21:00:00.000Z'),
        openHouse('L2', '2026-03-01T18:00:00.000Z', '2026-03-01T21:00:00.000Z'),
        openHouse('L2', '2026-03-14T18:00:00.000Z', '2026-03-14T21:00:00.000Z'),
        openHouse('L3', '2026-03-05T18:00:00.000Z', '2026-03-05T20:00:00.000Z'),
      ]);

      expect(keys(await store().find({ openHouseAfter: '2026-03-05T20:00:00.000Z', limit: 50 }))).toEqual(['L1', 'L2']);
      expect((await store().search({ openHouseAfter: '2026-03-05T14:00:00-06:00', limit: 50 })).total).toBe(2);
      expect(keys(await store().pins({ openHouseAfter: '2026-03-01T00:00:00.000Z', limit: 50 }))).toEqual([
        'L1',
        'L2',
        'L3',
      ]);
      expect(await store().find({ openHouseAfter: '2026-03-14T21:00:00.000Z', limit: 50 })).toEqual([]);
    });
  });
}

import { describe, expect, it } from 'vitest';
import type { ListingStore, OpenHouseStore, StandardStatus } from '@app/domain';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';
import { exampleListings } from './listing-store-fixtures.ts';
import { SAT, describeOpenHouseQueries, openHouse } from './open-house-queries.contract.ts';

/** What the open-house contract needs: the open-house store and the listing store of the same storage. */
export type OpenHouseStoreFixture = ContractFixture<'openHouses', OpenHouseStore> & { readonly listings: ListingStore };

const STATUSES: readonly StandardStatus[] = ['Active', 'Pending', 'Closed', 'Coming Soon'];

/** Declares the behaviour every OpenHouseStore must have, run against the adapter setup returns. */
export function openHouseStoreContract(name: string, setup: () => Promise<OpenHouseStoreFixture>): void {
  describe(`OpenHouseStore contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const store = () => fixture().openHouses;
    const stored = async () => {
      const listings = exampleListings(STATUSES.map((StandardStatus) => ({ StandardStatus })));
      await fixture().listings.upsertMany(listings);
      return listings;
    };

    describe('upsertMany and listKeys', () => {
      it('answers no key when empty, and every key in ascending order', async () => {
        await stored();
        expect(await store().listKeys()).toEqual([]);

        await store().upsertMany([
          openHouse('OH-B', 'L1', SAT(17), SAT(20)),
          openHouse('OH-A', 'L2', SAT(17), SAT(20)),
        ]);

        expect(await store().listKeys()).toEqual(['OH-A', 'OH-B']);
      });

      it('replaces an open house by key, the last of a repeated key winning', async () => {
        await stored();
        await store().upsertMany([openHouse('OH-1', 'L1', SAT(17), SAT(20), 'First')]);

        await store().upsertMany([
          openHouse('OH-1', 'L1', SAT(18), SAT(21), 'Moved'),
          openHouse('OH-1', 'L1', SAT(18), SAT(22), 'Moved again'),
        ]);

        expect(await store().forListing('L1', SAT(0))).toEqual([
          openHouse('OH-1', 'L1', SAT(18), SAT(22), 'Moved again'),
        ]);
      });

      it('ignores open houses of listings it does not hold', async () => {
        await stored();

        await store().upsertMany([
          openHouse('OH-1', 'UNKNOWN', SAT(17), SAT(20)),
          openHouse('OH-2', 'L1', SAT(17), SAT(20)),
        ]);

        expect(await store().listKeys()).toEqual(['OH-2']);
      });

      it('answers times as ISO 8601 UTC instants, whatever offset they came with', async () => {
        await stored();

        await store().upsertMany([openHouse('OH-1', 'L1', '2026-03-07T13:00:00-04:00', '2026-03-07T16:00:00-04:00')]);

        expect((await store().forListing('L1', SAT(0)))[0]).toMatchObject({
          OpenHouseStartTime: SAT(17),
          OpenHouseEndTime: SAT(20),
        });
      });
    });

    describe('removeMany', () => {
      it('removes by key and answers how many were stored', async () => {
        await stored();
        await store().upsertMany([
          openHouse('OH-1', 'L1', SAT(17), SAT(20)),
          openHouse('OH-2', 'L1', SAT(18), SAT(20)),
        ]);

        expect(await store().removeMany(['OH-1', 'OH-1', 'OH-9'])).toBe(1);
        expect(await store().removeMany([])).toBe(0);
        expect(await store().listKeys()).toEqual(['OH-2']);
      });

      it('loses the open houses of a listing that is removed', async () => {
        await stored();
        await store().upsertMany([
          openHouse('OH-1', 'L1', SAT(17), SAT(20)),
          openHouse('OH-2', 'L2', SAT(17), SAT(20)),
        ]);

        await fixture().listings.removeMany(['L1']);

        expect(await store().listKeys()).toEqual(['OH-2']);
      });
    });

    describeOpenHouseQueries(store, stored);
  });
}

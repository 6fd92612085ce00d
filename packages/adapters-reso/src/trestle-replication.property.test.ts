import {
  createListingReplication,
  InMemoryReplicationState,
  PUBLIC_STATUSES,
  sortedMedia,
  type Listing,
  type StandardStatus,
} from '@app/domain';
import {
  InMemoryListingStore,
  listingArbitrary,
  listingsArbitrary,
  listPriceArbitrary,
  standardStatusArbitrary,
} from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startTrestleHarness } from '../test-support/trestle-harness.ts';
import { carriedByDefaultBoard } from '../test-support/reso-json.ts';

/** A change an MLS makes upstream; `pick` chooses among the listings it holds. */
type UpstreamChange =
  | { readonly kind: 'put'; readonly listing: Listing }
  | { readonly kind: 'modify'; readonly pick: number; readonly status: StandardStatus; readonly price: number }
  | { readonly kind: 'delete'; readonly pick: number };

const changeArbitrary: fc.Arbitrary<UpstreamChange> = fc.oneof(
  listingArbitrary().map((listing) => ({ kind: 'put' as const, listing })),
  fc.record({
    kind: fc.constant('modify' as const),
    pick: fc.nat(),
    status: standardStatusArbitrary,
    price: listPriceArbitrary,
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

/** Applies a change to the upstream model, stamping what it touches with the current instant, as the MLS does. */
function apply(upstream: Map<string, Listing>, change: UpstreamChange, now: string): void {
  const keys = [...upstream.keys()];
  const picked = change.kind === 'put' ? change.listing.ListingKey : keys[change.pick % Math.max(1, keys.length)];
  const current = picked === undefined ? undefined : upstream.get(picked);
  if (change.kind === 'put') upstream.set(change.listing.ListingKey, { ...change.listing, ModificationTimestamp: now });
  else if (current !== undefined && change.kind === 'modify')
    upstream.set(current.ListingKey, {
      ...current,
      StandardStatus: change.status,
      ListPrice: change.price,
      ModificationTimestamp: now,
    });
  else if (current !== undefined) upstream.delete(current.ListingKey);
}

const byKey = (a: Listing, b: Listing) => (a.ListingKey < b.ListingKey ? -1 : 1);
const shown = (upstream: Map<string, Listing>) =>
  [...upstream.values()]
    .filter((item) => PUBLIC_STATUSES.includes(item.StandardStatus))
    .map((item) => ({ ...carriedByDefaultBoard(item), Media: sortedMedia(item) }))
    .sort(byKey);

describe('listing replication, whatever the upstream does', () => {
  it('leaves the store holding exactly the upstream listings the site shows after every run', async () => {
    await fc.assert(
      fc.asyncProperty(
        listingsArbitrary({ maxLength: 12 }),
        fc.array(fc.array(changeArbitrary, { maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        async (initial, batches) => {
          const harness = await startTrestleHarness({}, { paging: { pageSize: 3, keysPerQuery: 4 } });
          try {
            const store = new InMemoryListingStore();
            const replication = createListingReplication({
              ...harness,
              store,
              state: new InMemoryReplicationState(),
              overlapMs: 0,
            });
            const upstream = new Map(initial.map((item) => [item.ListingKey, item]));
            for (const batch of [[], ...batches]) {
              const before = new Set(upstream.keys());
              for (const change of batch) apply(upstream, change, new Date(harness.clock.now()).toISOString());
              harness.double.remove('Property', ...[...before].filter((key) => !upstream.has(key)));
              harness.double.putListings(...upstream.values());
              harness.clock.advance(1_000);
              const held = await store.listKeys();
              await replication.runOnce();
              const expected = shown(upstream);
              // An upstream listing no key at all is taken for a fault: the store is kept as it was.
              if (expected.length === 0 && held.length > 0)
                expect((await store.listKeys()).sort()).toEqual(held.sort());
              else expect((await store.find({ limit: 1_000 })).sort(byKey)).toEqual(expected);
            }
          } finally {
            await harness.double.close();
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

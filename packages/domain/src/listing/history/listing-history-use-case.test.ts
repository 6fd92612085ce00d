import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  exampleListing,
  InMemoryListingHistory,
  InMemoryListingStore,
  InMemoryListingSyncLog,
  listingArbitrary,
} from '@app/testing';
import type { Listing } from '../listing.ts';
import { createGetListingHistory } from './listing-history-use-case.ts';
import { recordListingChanges } from './record-listing-changes.ts';

const SYNCED_AT = '2026-11-20T12:00:00.000Z';

async function setup(listings: readonly Listing[], closedListingsPublic = true) {
  const store = new InMemoryListingStore(listings);
  const findById = vi.spyOn(store, 'findById');
  const history = new InMemoryListingHistory();
  for (const listing of listings) await recordListingChanges(history, [listing]);
  const getHistory = createGetListingHistory({
    listings: store,
    history,
    syncLog: new InMemoryListingSyncLog(SYNCED_AT),
    visibility: { closedListingsPublic },
  });
  return { getHistory, findById };
}

describe(createGetListingHistory, () => {
  it('looks the listing up when it is not given, and answers its property history dated by the last sync', async () => {
    const home = exampleListing({ ListingId: 'H1', ListingKey: 'K1', StandardStatus: 'Active' });
    const { getHistory, findById } = await setup([home]);
    const answer = await getHistory('H1');
    expect(findById).toHaveBeenCalledWith('H1');
    expect(answer?.dataAsOf).toBe(SYNCED_AT);
    expect(answer?.changes[0]?.kind).toBe('listed');
  });

  it('uses the listing the caller has loaded instead of looking it up again', async () => {
    const home = exampleListing({ ListingId: 'H1', ListingKey: 'K1', StandardStatus: 'Active' });
    const { getHistory, findById } = await setup([home]);
    expect(await getHistory('H1', home)).toEqual(await getHistory('H1'));
    expect(findById).toHaveBeenCalledTimes(1);
  });

  it('ignores a loaded listing of another listing id and looks the asked one up', async () => {
    const home = exampleListing({ ListingId: 'H1', ListingKey: 'K1', StandardStatus: 'Active' });
    const other = exampleListing({ ListingId: 'H2', ListingKey: 'K2', StandardStatus: 'Active' });
    const { getHistory, findById } = await setup([home]);
    expect(await getHistory('H1', other)).toEqual(await getHistory('H1'));
    expect(findById).toHaveBeenCalledTimes(2);
    expect(await getHistory('H3', other)).toBeNull();
  });

  it('keeps a sold listing private while sold data is not public, given or looked up', async () => {
    const sold = exampleListing({ ListingId: 'S1', ListingKey: 'K9', StandardStatus: 'Closed' });
    const { getHistory } = await setup([sold], false);
    expect(await getHistory('S1')).toBeNull();
    expect(await getHistory('S1', sold)).toBeNull();
  });

  it('answers the same with the loaded listing as by looking it up, for any listing and visibility', async () => {
    await fc.assert(
      fc.asyncProperty(listingArbitrary(), fc.boolean(), async (listing, closedListingsPublic) => {
        const { getHistory, findById } = await setup([listing], closedListingsPublic);
        const given = await getHistory(listing.ListingId, listing);
        expect(findById).not.toHaveBeenCalled();
        expect(given).toEqual(await getHistory(listing.ListingId));
      }),
      { numRuns: 50 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryListingHistory, listingArbitrary, standardStatusArbitrary } from '@app/testing';
import { firstSightChanges, observedChanges, snapshotAfter } from './derive-listing-changes.ts';
import { propertyKeyOf, type ListingSnapshot } from './listing-change.ts';
import { recordListingChanges } from './record-listing-changes.ts';

const snapshotArbitrary: fc.Arbitrary<ListingSnapshot> = fc.record({
  status: standardStatusArbitrary,
  listPrice: fc.option(fc.constantFrom(350_000, 400_000, 725_000), { nil: null }),
});

describe(observedChanges, () => {
  it('records a change if and only if the price or the status changed, ending on the new state', () => {
    fc.assert(
      fc.property(snapshotArbitrary, listingArbitrary(), (before, after) => {
        const changes = observedChanges(before, after, 'p');
        const changed = before.status !== after.StandardStatus || before.listPrice !== after.ListPrice;
        expect(changes.length > 0).toBe(changed);
        expect(changes.filter((change) => change.kind === 'price_change').length).toBe(
          before.listPrice === after.ListPrice ? 0 : 1,
        );
        if (changed)
          expect(snapshotAfter(changes)).toEqual({ status: after.StandardStatus, listPrice: after.ListPrice });
      }),
    );
  });

  it('names the change as a buyer would read it', () => {
    const listing = fc.sample(listingArbitrary(), { numRuns: 1, seed: 7 })[0]!;
    const kindOf = (from: ListingSnapshot['status'], to: ListingSnapshot['status']) =>
      observedChanges({ status: from, listPrice: listing.ListPrice }, { ...listing, StandardStatus: to }, 'p').map(
        (change) => change.kind,
      );
    expect(kindOf('Active', 'Pending')).toEqual(['pending']);
    expect(kindOf('Pending', 'Closed')).toEqual(['sold']);
    expect(kindOf('Pending', 'Active')).toEqual(['back_on_market']);
    expect(kindOf('Active', 'Withdrawn')).toEqual(['withdrawn']);
    expect(kindOf('Active', 'Expired')).toEqual(['expired']);
    expect(kindOf('Coming Soon', 'Active')).toEqual(['listed']);
    expect(kindOf('Active', 'Hold')).toEqual(['off_market']);
  });

  it('shows a price change with the price before and after', () => {
    const listing = { ...fc.sample(listingArbitrary(), { numRuns: 1, seed: 3 })[0]!, ListPrice: 450_000 };
    const [change] = observedChanges({ status: listing.StandardStatus, listPrice: 500_000 }, listing, 'p');
    expect(change).toMatchObject({ kind: 'price_change', price: 450_000, previousPrice: 500_000, listPrice: 450_000 });
  });
});

describe(firstSightChanges, () => {
  it('starts with listed or relisted, keeps time order and ends on the listing as it is now', () => {
    fc.assert(
      fc.property(listingArbitrary(), fc.boolean(), (listing, relisted) => {
        const changes = firstSightChanges(listing, 'p', relisted);
        expect(changes.map((change) => change.kind)).toContain(relisted ? 'relisted' : 'listed');
        expect(changes.map((change) => change.at)).toEqual(changes.map((change) => change.at).sort());
        expect(snapshotAfter(changes)).toEqual({ status: listing.StandardStatus, listPrice: listing.ListPrice });
      }),
    );
  });

  it("reads a sold listing's story from its RESO fields", () => {
    const listing = {
      ...fc.sample(listingArbitrary(), { numRuns: 1, seed: 1 })[0]!,
      StandardStatus: 'Closed' as const,
      ListingContractDate: '2026-03-01',
      OriginalListPrice: 900_000,
      PreviousListPrice: 900_000,
      ListPrice: 850_000,
      PriceChangeTimestamp: '2026-04-01T15:00:00.000Z',
      PurchaseContractDate: '2026-05-01',
      CloseDate: '2026-06-01',
      ClosePrice: 840_000,
      ModificationTimestamp: '2026-06-03T10:00:00.000Z',
    };
    expect(
      firstSightChanges(listing, 'p', false).map(({ kind, at, price, previousPrice }) => [
        kind,
        at,
        price,
        previousPrice,
      ]),
    ).toEqual([
      ['listed', '2026-03-01T12:00:00.000Z', 900_000, null],
      ['price_change', '2026-04-01T15:00:00.000Z', 850_000, 900_000],
      ['pending', '2026-05-01T12:00:00.000Z', 850_000, null],
      ['sold', '2026-06-01T12:00:00.000Z', 840_000, null],
    ]);
  });
});

describe(recordListingChanges, () => {
  it('records nothing when the same listing arrives again unchanged (replication overlap)', async () => {
    await fc.assert(
      fc.asyncProperty(listingArbitrary(), async (listing) => {
        const history = new InMemoryListingHistory();
        const first = await recordListingChanges(history, [listing]);
        expect(first.length).toBeGreaterThan(0);
        expect(await recordListingChanges(history, [listing])).toEqual([]);
      }),
    );
  });

  it('records a price change and a status change of a known listing once each', async () => {
    const listing = {
      ...fc.sample(listingArbitrary(), { numRuns: 1, seed: 11 })[0]!,
      StandardStatus: 'Active' as const,
    };
    const history = new InMemoryListingHistory();
    await recordListingChanges(history, [{ ...listing, ListPrice: 600_000 }]);
    const changes = await recordListingChanges(history, [
      { ...listing, ListPrice: 575_000 },
      { ...listing, ListPrice: 575_000, StandardStatus: 'Pending' },
    ]);
    expect(changes.map((change) => change.kind)).toEqual(['price_change', 'pending']);
  });

  it('makes a relisted home one property with two listing periods', async () => {
    const listing = {
      ...fc.sample(listingArbitrary(), { numRuns: 1, seed: 5 })[0]!,
      StreetNumber: '120',
      StreetName: 'Gulf Shore',
      StreetSuffix: 'Blvd',
      UnitNumber: null,
      PostalCode: '34102',
      StandardStatus: 'Withdrawn' as const,
      PriceChangeTimestamp: null,
      PreviousListPrice: null,
    };
    const history = new InMemoryListingHistory();
    await recordListingChanges(history, [listing]);
    const relist = { ...listing, ListingKey: 'NEW-KEY', ListingId: '999999999', StandardStatus: 'Active' as const };
    const [first] = await recordListingChanges(history, [relist]);
    expect(first?.kind).toBe('relisted');
    const keys = (await history.forProperty(propertyKeyOf(listing))).map((change) => change.listingKey);
    expect(new Set(keys)).toEqual(new Set([listing.ListingKey, 'NEW-KEY']));
  });
});

describe(propertyKeyOf, () => {
  it('is the same for the same address whatever the case, spacing or listing key', () => {
    const address = {
      StreetNumber: '120',
      StreetDirPrefix: null,
      StreetName: 'Gulf  Shore',
      StreetSuffix: 'Blvd',
      StreetDirSuffix: null,
      UnitNumber: '4B',
      PostalCode: '34102',
    };
    expect(propertyKeyOf({ ...address, ListingKey: 'A' })).toBe(
      propertyKeyOf({ ...address, ListingKey: 'B', StreetName: 'GULF SHORE', UnitNumber: '4b' }),
    );
    expect(propertyKeyOf({ ...address, ListingKey: 'A', UnitNumber: '5B' })).not.toBe(
      propertyKeyOf({ ...address, ListingKey: 'A' }),
    );
    expect(propertyKeyOf({ ...address, ListingKey: 'A', StreetNumber: null })).toBe('listing:A');
  });
});

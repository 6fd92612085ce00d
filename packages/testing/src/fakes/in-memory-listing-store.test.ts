import type { Listing, ListingSort } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleListing, listingsArbitrary, standardStatusArbitrary } from '../arbitraries/listing.arbitrary.ts';
import { InMemoryListingStore } from './in-memory-listing-store.ts';

function listing(id: string, overrides: Partial<Listing> = {}): Listing {
  return exampleListing({ ListingId: id, ListingKey: `k${id}`, ...overrides });
}

const ids = (listings: readonly Listing[]) => listings.map((l) => l.ListingId);
const sortArbitrary = fc.constantFrom<ListingSort>('newest', 'price-desc', 'price-asc');

function inOrder(listings: readonly Listing[], sort: ListingSort): boolean {
  const value = (l: Listing) =>
    sort === 'newest' ? (l.ListingContractDate === null ? null : Date.parse(l.ListingContractDate)) : l.ListPrice;
  const sign = sort === 'price-asc' ? 1 : -1;
  return listings.every((current, i) => {
    if (i === 0) return true;
    const previous = listings[i - 1]!;
    const [a, b] = [value(previous), value(current)];
    if (a === null) return b === null && previous.ListingKey < current.ListingKey;
    if (b === null) return true;
    return sign * (b - a) > 0 || (a === b && previous.ListingKey < current.ListingKey);
  });
}

describe(InMemoryListingStore, () => {
  const stored = [
    listing('1', {
      ListOfficeMlsId: 'PRG',
      SubdivisionName: 'Pelican Bay',
      ListingContractDate: '2024-01-05',
      ListPrice: 500_000,
    }),
    listing('2', {
      ListOfficeMlsId: 'OFF2',
      SubdivisionName: 'PELICAN BAY',
      ListingContractDate: '2024-02-01',
      ListPrice: null,
    }),
    listing('3', {
      ListOfficeMlsId: 'PRG',
      SubdivisionName: 'Port Royal',
      ListingContractDate: null,
      ListPrice: 900_000,
      StandardStatus: 'Closed',
    }),
    listing('4', {
      ListOfficeMlsId: 'prg',
      SubdivisionName: null,
      ListingContractDate: '2024-02-01',
      ListPrice: 500_000,
    }),
  ];
  const store = () => new InMemoryListingStore(stored);

  describe('find', () => {
    it('matches the office exactly', async () => {
      expect(ids(await store().find({ listOfficeMlsId: 'PRG', limit: 10 }))).toEqual(['1', '3']);
    });

    it('matches the subdivision ignoring case, but in full', async () => {
      expect(ids(await store().find({ subdivision: 'pelican bay', limit: 10 }))).toEqual(['2', '1']);
      expect(await store().find({ subdivision: 'pelican', limit: 10 })).toEqual([]);
    });

    it('keeps the given statuses, all when none are given, none for an empty list', async () => {
      expect(ids(await store().find({ statuses: ['Closed'], limit: 10 }))).toEqual(['3']);
      expect(await store().find({ limit: 10 })).toHaveLength(4);
      expect(await store().find({ statuses: [], limit: 10 })).toEqual([]);
    });

    it('orders newest listing date first by default, ties by ListingKey, undated last', async () => {
      expect(ids(await store().find({ limit: 10 }))).toEqual(['2', '4', '1', '3']);
    });

    it('orders by price either way, unpriced last, ties by ListingKey', async () => {
      expect(ids(await store().find({ sort: 'price-desc', limit: 10 }))).toEqual(['3', '1', '4', '2']);
      expect(ids(await store().find({ sort: 'price-asc', limit: 10 }))).toEqual(['1', '4', '3', '2']);
    });

    it('applies offset and limit after ordering', async () => {
      expect(ids(await store().find({ limit: 2, offset: 1 }))).toEqual(['4', '1']);
      expect(await store().find({ limit: 2, offset: 4 })).toEqual([]);
    });

    it('answers photos in Order', async () => {
      const [found] = await store().find({ limit: 1 });
      expect(found!.Media.map((media) => media.Order)).toEqual([1, 2]);
    });

    it('answers only listings meeting every criterion, in the asked order', async () => {
      await fc.assert(
        fc.asyncProperty(
          listingsArbitrary(),
          fc.option(fc.constantFrom('PRG', 'OFF2'), { nil: undefined }),
          fc.option(fc.constantFrom('pelican bay', 'Port Royal'), { nil: undefined }),
          fc.option(fc.uniqueArray(standardStatusArbitrary, { maxLength: 4 }), { nil: undefined }),
          sortArbitrary,
          async (listings, office, subdivision, statuses, sort) => {
            const found = await new InMemoryListingStore(listings).find({
              listOfficeMlsId: office,
              subdivision,
              statuses,
              sort,
              limit: 1_000,
            });
            const expected = listings.filter(
              (l) =>
                (office === undefined || l.ListOfficeMlsId === office) &&
                (subdivision === undefined || l.SubdivisionName?.toLowerCase() === subdivision.toLowerCase()) &&
                (statuses === undefined || statuses.includes(l.StandardStatus)),
            );
            expect(ids(found).sort()).toEqual(ids(expected).sort());
            expect(inOrder(found, sort)).toBe(true);
          },
        ),
      );
    });

    it('pages consistently: offset and limit cut the full ordered answer', async () => {
      await fc.assert(
        fc.asyncProperty(
          listingsArbitrary(),
          sortArbitrary,
          fc.nat(25),
          fc.integer({ min: 1, max: 10 }),
          async (listings, sort, offset, limit) => {
            const listingStore = new InMemoryListingStore(listings);
            const all = await listingStore.find({ sort, limit: 1_000 });
            expect(await listingStore.find({ sort, offset, limit })).toEqual(all.slice(offset, offset + limit));
          },
        ),
      );
    });
  });

  describe('findById', () => {
    it('finds a listing by ListingId with photos in Order', async () => {
      const found = await store().findById('3');
      expect(found?.ListingKey).toBe('k3');
      expect(found?.Media.map((media) => media.Order)).toEqual([1, 2]);
    });

    it('answers null for an unknown id', async () => {
      expect(await store().findById('k3')).toBeNull();
    });
  });

  describe('upsertMany', () => {
    it('inserts new listings and replaces known ones by ListingKey', async () => {
      const listingStore = store();
      await listingStore.upsertMany([listing('1', { ListPrice: 1 }), listing('5')]);
      expect((await listingStore.findById('1'))?.ListPrice).toBe(1);
      expect((await listingStore.freshness()).count).toBe(5);
    });

    it('keeps one listing per ListingKey however often it is written', async () => {
      await fc.assert(
        fc.asyncProperty(listingsArbitrary({ maxLength: 10 }), fc.nat(3), async (listings, repeats) => {
          const listingStore = new InMemoryListingStore();
          for (let i = 0; i <= repeats; i += 1) await listingStore.upsertMany(listings);
          expect((await listingStore.freshness()).count).toBe(listings.length);
        }),
        { numRuns: 30 },
      );
    });
  });

  describe('freshness', () => {
    it('counts listings and names the newest modification', async () => {
      const listingStore = new InMemoryListingStore([
        listing('1', { ModificationTimestamp: '2024-03-01T10:00:00.000Z' }),
        listing('2', { ModificationTimestamp: '2024-03-02T08:00:00.000Z' }),
        listing('3', { ModificationTimestamp: '2024-01-01T00:00:00.000Z' }),
      ]);
      expect(await listingStore.freshness()).toEqual({ count: 3, latestModification: '2024-03-02T08:00:00.000Z' });
    });

    it('answers 0 and null when empty', async () => {
      expect(await new InMemoryListingStore().freshness()).toEqual({ count: 0, latestModification: null });
    });
  });

  describe('failNextWith', () => {
    it('makes the next call fail once', async () => {
      const listingStore = store();
      const failure = new Error('upstream down');
      listingStore.failNextWith(failure);
      await expect(listingStore.findById('1')).rejects.toBe(failure);
      expect(await listingStore.findById('1')).not.toBeNull();
    });
  });
});

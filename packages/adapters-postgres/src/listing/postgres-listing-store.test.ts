import type { SqlExecutor } from '@app/database';
import { generateDemoListings, generateDemoOpenHouses } from '@app/demo';
import { DataUnavailableError, DEFAULT_MONTHLY_COST_SETTINGS, ERROR_MESSAGES, listingMonthlyCost } from '@app/domain';
import { listingArbitrary, listingStoreContract } from '@app/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { SqlParameters } from '../connection/sql-parameters.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresOpenHouseStore } from '../open-house/postgres-open-house-store.ts';
import {
  LISTINGS_STORE_FAILED,
  listingPinsSql,
  listingSearchSql,
  listingWhereSql,
  PostgresListingStore,
  searchWords,
} from './postgres-listing-store.ts';

for (const kind of TEST_DATABASE_KINDS)
  listingStoreContract(`PostgresListingStore on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'listing_store');
    return {
      store: new PostgresListingStore(db),
      openHouses: new PostgresOpenHouseStore(db),
      reset: () => truncate(db, ['listings']),
      close: () => db.close(),
    };
  });

describe(PostgresListingStore, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase('PGlite', 'listing_store');
  });
  afterAll(() => db.close());
  beforeEach(() => truncate(db, ['listings']));

  it("stores each listing's estimated monthly cost as the domain computes it (the column search sorts and filters on)", async () => {
    const store = new PostgresListingStore(db);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(listingArbitrary(), { selector: (listing) => listing.ListingKey, maxLength: 8 }),
        async (listings) => {
          await truncate(db, ['listings']);
          await store.upsertMany(listings);
          const { rows } = await db.query<{ listing_key: string; estimated_monthly_cost: number | null }>(
            'select listing_key, estimated_monthly_cost from listings',
          );
          const stored = new Map(rows.map((row) => [row.listing_key, row.estimated_monthly_cost]));
          for (const listing of listings) expect(stored.get(listing.ListingKey)).toBe(listingMonthlyCost(listing));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('writes several batches in one call and replaces them on the next', async () => {
    const listings = generateDemoListings({ count: 2_300, seed: 5 });
    const store = new PostgresListingStore(db);

    await store.upsertMany(listings);
    await store.upsertMany(listings.slice(0, 1_200));

    const { rows } = await db.query<{ listings: number; media: number }>(
      'select (select count(*)::integer from listings) as listings, (select count(*)::integer from listing_media) as media',
    );
    expect(rows[0]).toEqual({
      listings: 2_300,
      media: listings.reduce((sum, listing) => sum + listing.Media.length, 0),
    });
    expect(await store.findById(listings[1_500]?.ListingId ?? '')).toEqual(listings[1_500]);
  });

  it('removes listings in batches, their media and open houses with them', async () => {
    const listings = generateDemoListings({ count: 2_300, seed: 7 });
    const store = new PostgresListingStore(db);
    await store.upsertMany(listings);
    await new PostgresOpenHouseStore(db).upsertMany(
      generateDemoOpenHouses({ listings, now: new Date('2026-11-04T15:00:00Z') }),
    );

    const removed = await store.removeMany(listings.slice(0, 2_250).map((listing) => listing.ListingKey));

    const kept = listings.slice(2_250);
    const { rows } = await db.query<{ media: number; orphans: number }>(
      `select (select count(*)::integer from listing_media) as media,
              (select count(*)::integer from open_houses where listing_key not in (select listing_key from listings)) as orphans`,
    );
    expect(removed).toBe(2_250);
    expect(rows[0]).toEqual({ media: kept.reduce((sum, listing) => sum + listing.Media.length, 0), orphans: 0 });
    expect(await store.listKeys()).toEqual(kept.map((listing) => listing.ListingKey));
  });

  it('keeps the last version when one call repeats a ListingKey', async () => {
    const [listing] = generateDemoListings({ count: 1 });
    if (listing === undefined) throw new Error('no listing');
    const store = new PostgresListingStore(db);

    await store.upsertMany([listing, { ...listing, ListPrice: 1 }]);

    expect((await store.findById(listing.ListingId))?.ListPrice).toBe(1);
  });

  it('stores nothing of a batch that fails', async () => {
    const [first, second] = generateDemoListings({ count: 2 });
    if (first === undefined || second === undefined) throw new Error('no listings');
    const store = new PostgresListingStore(db);

    await expect(store.upsertMany([first, { ...second, ListingId: first.ListingId }])).rejects.toThrow(
      LISTINGS_STORE_FAILED,
    );

    expect((await store.freshness()).count).toBe(0);
  });
});

describe('PostgresListingStore when the database fails', () => {
  const failing: Database = {
    kind: 'postgres',
    exec: () => Promise.reject(new Error('terminating connection due to administrator command')),
    query: () => Promise.reject(new Error('terminating connection due to administrator command')),
    transaction: (fn: (tx: SqlExecutor) => Promise<unknown>) => fn(failing),
    close: () => Promise.resolve(),
  } as Database;
  const store = new PostgresListingStore(failing);

  it.each([
    ['find', () => store.find({ limit: 1 }), ERROR_MESSAGES.propertiesFetchFailed],
    ['search', () => store.search({ limit: 1 }), ERROR_MESSAGES.propertiesFetchFailed],
    ['pins', () => store.pins({ limit: 1 }), ERROR_MESSAGES.propertiesFetchFailed],
    ['listKeys', () => store.listKeys(), ERROR_MESSAGES.propertiesFetchFailed],
    ['removeMany', () => store.removeMany(['k']), LISTINGS_STORE_FAILED],
    ['findById', () => store.findById('1'), ERROR_MESSAGES.propertyFetchFailed],
    ['freshness', () => store.freshness(), ERROR_MESSAGES.propertiesFetchFailed],
    ['upsertMany', () => store.upsertMany(generateDemoListings({ count: 1 })), LISTINGS_STORE_FAILED],
    ['rewriteMonthlyCosts', () => store.rewriteMonthlyCosts(DEFAULT_MONTHLY_COST_SETTINGS), LISTINGS_STORE_FAILED],
  ] as const)('turns a driver failure in %s into DataUnavailableError', async (_name, call, message) => {
    await expect(call()).rejects.toThrow(DataUnavailableError);
    await expect(call()).rejects.toThrow(message);
  });
});

describe(listingWhereSql, () => {
  it('is empty without criteria', () => {
    expect(listingWhereSql({ limit: 10 }, new SqlParameters())).toBe('');
  });

  it('passes every value as a parameter, never in the statement', () => {
    const p = new SqlParameters();
    const where = listingWhereSql(
      {
        text: "o'hara %_ x",
        city: "x' or 1=1 --",
        statuses: ['Active'],
        openHouseAfter: "2026'",
        polygon: [
          { lat: 1, lng: 2 },
          { lat: 3, lng: 4 },
          { lat: 5, lng: 2 },
        ],
        limit: 1,
      },
      p,
    );

    expect(where).not.toMatch(/o'hara|1=1|2026'/);
    expect(p.values).toEqual(
      expect.arrayContaining(["%o'hara%", '%\\%\\_%', '%x%', "x' or 1=1 --", 'Active', "2026'"]),
    );
  });

  it('selects nothing for no statuses or a polygon of fewer than 3 corners', () => {
    expect(listingWhereSql({ statuses: [], limit: 1 }, new SqlParameters())).toBe('where false');
    expect(listingWhereSql({ polygon: [{ lat: 1, lng: 2 }], limit: 1 }, new SqlParameters())).toBe('where false');
  });

  it('filters on yes/no criteria only when they are true', () => {
    expect(
      listingWhereSql(
        { waterfront: false, pool: false, priceReduced: false, priceChanged: false, limit: 1 },
        new SqlParameters(),
      ),
    ).toBe('');
  });
});

describe(searchWords, () => {
  it('splits on any whitespace and drops empty words', () => {
    expect(searchWords('  pelican \t bay\n')).toEqual(['pelican', 'bay']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe(listingSearchSql, () => {
  it('counts with the same filters and pages with whole, non-negative limit and offset', () => {
    const { sql, params } = listingSearchSql({ city: 'Naples', limit: 24.7, offset: -3 });

    expect(sql.match(/lower\(listing\.city\) = lower\(\$1\)/g)).toHaveLength(2);
    expect(params).toEqual(['Naples', 24, 0]);
  });
});

describe(listingPinsSql, () => {
  it('keeps only listings with coordinates', () => {
    expect(listingPinsSql({ limit: 10 }).sql).toContain(
      'where listing.latitude is not null and listing.longitude is not null',
    );
    expect(listingPinsSql({ postalCode: '34102', limit: 10 }).sql).toContain('= $1 and listing.latitude is not null');
  });
});

import { createSimulatedFeed, type ListingChange, type StandardStatus } from '@app/domain';
import { FixedClock } from '@app/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection/database.ts';
import { openEmbeddedDatabase } from '../connection/embedded-database.ts';
import { PostgresListingHistory, PostgresListingSyncLog } from '../history/postgres-listing-history.ts';
import { PostgresListingStore } from '../listing/postgres-listing-store.ts';
import { PostgresOpenHouseStore } from '../open-house/postgres-open-house-store.ts';
import { prepareDatabase } from '../seed/prepare-database.ts';
import { PostgresReplicationState } from '../sync/postgres-replication-state.ts';
import { PostgresDemoMls } from './postgres-demo-mls.ts';

const COUNT = 300;
const START = Date.parse('2026-11-26T12:00:00Z');
const STATUSES: StandardStatus[] = [
  'Active',
  'Active Under Contract',
  'Coming Soon',
  'Pending',
  'Closed',
  'Withdrawn',
  'Expired',
  'Canceled',
];
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function feed(db: Database, clock: FixedClock) {
  const mls = new PostgresDemoMls(db, { speed: 50 });
  const store = new PostgresListingStore(db);
  return {
    mls,
    store,
    replication: createSimulatedFeed({
      source: mls,
      store,
      openHouses: new PostgresOpenHouseStore(db),
      history: new PostgresListingHistory(db),
      syncLog: new PostgresListingSyncLog(db),
      state: new PostgresReplicationState(db, 'demo-mls.property'),
      clock,
      logger: silent,
      statuses: STATUSES,
    }),
  };
}

async function historyCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::integer as count from listing_history');
  return Number(rows[0]?.count);
}

describe('the live demo feed: PostgresDemoMls replicated by the real replication', () => {
  let db: Database;
  const clock = new FixedClock(START);
  beforeAll(async () => {
    db = await openEmbeddedDatabase();
    await prepareDatabase(db, { seed: { listings: COUNT }, now: new Date(START) });
  });
  afterAll(() => db.close());

  it('first adopts the seeded listings: history from their fields, nothing replicated again, the sync time kept', async () => {
    const { replication } = feed(db, clock);
    const report = await replication.runOnce();

    expect(report.mode).toBe('incremental');
    expect(report.upserted).toBe(0);
    expect(await historyCount(db)).toBeGreaterThanOrEqual(COUNT);
    expect(await new PostgresListingSyncLog(db).lastSyncAt()).toBe(new Date(START).toISOString());
    expect(report.openHouses?.upserted).toBeGreaterThan(0);
    // The market starts from the listings the database was seeded with, read from the listings themselves.
    const { rows } = await db.query<{ value: string }>("select value from sync_state where name = 'demo-mls.seeded'");
    expect(rows[0]?.value).toBe(String(COUNT));
    expect((await feed(db, clock).mls.fetchKeys(STATUSES)).length).toBe(COUNT);
  });

  it('then changes the market batch by batch: the store follows and every change gets a history row', async () => {
    const { replication, store } = feed(db, clock);
    await replication.runOnce();
    const before = await historyCount(db);
    clock.advance(10 * 60_000);

    const report = await replication.runOnce();

    expect(report.upserted).toBeGreaterThan(0);
    const { rows } = await db.query<{ listing_key: string; status: string; price: string | null }>(
      "select listing_key, status, listing->>'ListPrice' as price from demo_mls_listings",
    );
    expect(rows.length).toBeGreaterThan(0);
    const stored = new Map(
      (await store.find({ statuses: STATUSES, limit: 20_000 })).map((listing) => [listing.ListingKey, listing]),
    );
    for (const row of rows) {
      expect(stored.get(row.listing_key)?.StandardStatus).toBe(row.status);
      expect(stored.get(row.listing_key)?.ListPrice).toBe(row.price === null ? null : Number(row.price));
    }
    const changes = (await new PostgresListingHistory(db).changesSince(null, 100_000)).changes.slice(before);
    expect(changes.length).toBeGreaterThan(0);
    const changed = new Set(changes.map((change: ListingChange) => change.listingKey));
    const { rows: moved } = await db.query<{ listing_key: string }>(
      'select listing_key from demo_mls_listings where not relisted',
    );
    for (const row of moved) expect(changed.has(row.listing_key), row.listing_key).toBe(true);
  });

  it('survives a restart: a new process resumes the market where it was and never reuses a key', async () => {
    const first = feed(db, clock);
    clock.advance(10 * 60_000);
    await first.replication.runOnce();
    const keysBefore = new Set(await first.mls.fetchKeys(STATUSES));

    const restarted = feed(db, clock);
    expect(new Set(await restarted.mls.fetchKeys(STATUSES))).toEqual(keysBefore);
    clock.advance(30 * 60_000);
    await restarted.replication.runOnce();
    const { rows } = await db.query<{ keys: number; distinct: number }>(
      'select count(*)::integer as keys, count(distinct listing_key)::integer as distinct from demo_mls_listings',
    );
    expect(rows[0]?.keys).toBe(rows[0]?.distinct);
    const stored = new Set(await restarted.store.listKeys());
    for (const key of await restarted.mls.fetchKeys(STATUSES)) expect(stored.has(key)).toBe(true);
  });
});

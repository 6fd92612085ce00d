import {
  createListingReplication,
  InMemoryReplicationState,
  PUBLIC_STATUSES,
  sortedMedia,
  STANDARD_STATUSES,
  type Listing,
} from '@app/domain';
import { exampleListing, InMemoryListingHistory, InMemoryListingStore } from '@app/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { toResoProperty } from '../test-support/reso-json.ts';
import { startTrestleHarness, type TrestleHarness } from '../test-support/trestle-harness.ts';

let harness: TrestleHarness;
afterEach(() => harness.double.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();
const listing = (n: number, overrides: Partial<Listing> = {}) =>
  exampleListing({
    ListingKey: `K${String(n).padStart(3, '0')}`,
    ListingId: String(n),
    ModificationTimestamp: at(n),
    ...overrides,
  });

async function setUp(paging: { pageSize?: number } = {}, state = new InMemoryReplicationState()) {
  harness = await startTrestleHarness({}, { paging });
  const store = new InMemoryListingStore();
  const replication = createListingReplication({
    source: harness.source,
    store,
    clock: harness.clock,
    logger: harness.logger,
    state,
    overlapMs: 0,
  });
  return { store, state, replication };
}

/** What the store holds, by key, each listing with its media in Order. */
async function held(store: InMemoryListingStore): Promise<Listing[]> {
  return (await store.find({ limit: 10_000 })).sort((a, b) => (a.ListingKey < b.ListingKey ? -1 : 1));
}

/** The upstream listings the site shows, as the store should hold them. */
const shown = (listings: readonly Listing[]): Listing[] =>
  listings
    .filter((item) => PUBLIC_STATUSES.includes(item.StandardStatus))
    .map((item) => ({ ...item, Media: sortedMedia(item) }))
    .sort((a, b) => (a.ListingKey < b.ListingKey ? -1 : 1));

const upstream = [...Array(22).keys()].map((n) =>
  listing(n, { StandardStatus: STANDARD_STATUSES[n % STANDARD_STATUSES.length] }),
);

describe('createListingReplication', () => {
  it('loads every public listing on the first run, then asks only for changes after the high-water mark', async () => {
    const { store, state, replication } = await setUp();
    harness.double.putListings(...upstream);
    const first = await replication.runOnce();
    expect(await held(store)).toEqual(shown(upstream));
    expect(first).toMatchObject({
      mode: 'full',
      since: null,
      fetched: 10,
      upserted: 10,
      skipped: 0,
      removed: 0,
      backfilled: 0,
      highWaterMark: at(15),
    });
    expect(await state.get()).toBe(at(15));

    const changed = [
      listing(1, { ListPrice: 699_000, ModificationTimestamp: at(60) }),
      listing(40, { ModificationTimestamp: at(61) }),
    ];
    harness.double.putListings(...changed);
    const second = await replication.runOnce();
    expect(second).toMatchObject({
      mode: 'incremental',
      since: at(15),
      fetched: 2,
      upserted: 2,
      highWaterMark: at(61),
    });
    expect(harness.double.queries().at(-2)?.params.get('$filter')).toMatch(
      /^ModificationTimestamp gt 2026-11-01T12:15:00.000Z and \(StandardStatus eq 'Active' or/,
    );
    expect(await held(store)).toEqual(shown([...upstream.filter((item) => item.ListingKey !== 'K001'), ...changed]));
  });

  it('removes listings deleted upstream or moved to a status the site does not show', async () => {
    const { store, replication } = await setUp();
    harness.double.putListings(...upstream);
    await replication.runOnce();
    harness.double.remove('Property', 'K000');
    harness.double.putListings(
      listing(1, { StandardStatus: 'Withdrawn', ModificationTimestamp: at(60) }),
      listing(2, { StandardStatus: 'Canceled' }),
    );
    const report = await replication.runOnce();
    expect(report).toMatchObject({ mode: 'incremental', fetched: 0, removed: 3 });
    expect((await held(store)).map((item) => item.ListingKey)).toEqual([
      'K003',
      'K004',
      'K011',
      'K012',
      'K013',
      'K014',
      'K015',
    ]);
  });

  it('records in the history why a listing left the store: its status upstream, or nothing when deleted', async () => {
    harness = await startTrestleHarness({}, {});
    const history = new InMemoryListingHistory();
    const replication = createListingReplication({
      source: harness.source,
      store: new InMemoryListingStore(),
      clock: harness.clock,
      logger: harness.logger,
      state: new InMemoryReplicationState(),
      overlapMs: 0,
      history,
    });
    harness.double.putListings(...[1, 2, 3].map((n) => listing(n, { StandardStatus: 'Active' })));
    await replication.runOnce();
    harness.double.putListings(listing(1, { StandardStatus: 'Withdrawn', ModificationTimestamp: at(60) }));
    harness.double.remove('Property', 'K002');
    await replication.runOnce();
    expect(await history.latestOf(['K001', 'K002'])).toEqual(
      new Map([
        ['K001', { status: 'Withdrawn', listPrice: listing(1).ListPrice }],
        ['K002', { status: 'Active', listPrice: listing(2).ListPrice }],
      ]),
    );
    const kinds = (await history.changesSince(null, 100)).changes.map((change) => [change.listingKey, change.kind]);
    expect(kinds.at(-1)).toEqual(['K001', 'withdrawn']);
  });

  it('fetches by key a listing the store lacks although it is older than the mark', async () => {
    const { store, replication } = await setUp();
    harness.double.putListings(...upstream);
    await replication.runOnce();
    harness.double.putListings(listing(90, { ModificationTimestamp: at(-5) }));
    expect(await replication.runOnce()).toMatchObject({ fetched: 1, upserted: 1, backfilled: 1 });
    expect((await held(store)).map((item) => item.ListingKey)).toContain('K090');
  });

  it('skips and logs a malformed record while the rest syncs, and does not fetch it again until it changes', async () => {
    const { store, replication } = await setUp();
    harness.double.putListings(listing(1), listing(3));
    harness.double.putRecord('Property', { ...toResoProperty(listing(2)), BedroomsTotal: 'three' });
    expect(await replication.runOnce()).toMatchObject({ fetched: 2, upserted: 2, skipped: 1, backfilled: 0 });
    expect(harness.logger.at('warn')).toEqual([
      expect.objectContaining({ details: { key: 'K002', problems: ['BedroomsTotal: must be a number'] } }),
    ]);
    expect((await held(store)).map((item) => item.ListingKey)).toEqual(['K001', 'K003']);
    const queries = harness.double.queries().length;
    await replication.runOnce();
    expect(harness.double.queries().length - queries).toBe(2);
    harness.double.putListings(listing(2, { ModificationTimestamp: at(30) }));
    expect(await replication.runOnce()).toMatchObject({ fetched: 1, upserted: 1, skipped: 0 });
  });

  it('resumes after a failed run from the last page it completed', async () => {
    const { store, state, replication } = await setUp({ pageSize: 10 });
    const all = [...Array(25).keys()].map((n) => listing(n));
    harness.double.putListings(...all);
    harness.double.script('pass', 'pass', { status: 500, body: { error: { message: 'boom' } } });
    await expect(replication.runOnce()).rejects.toThrow(/HTTP 500/);
    expect(await state.get()).toBe(at(18));
    expect(await replication.runOnce()).toMatchObject({
      mode: 'incremental',
      since: at(18),
      fetched: 6,
      highWaterMark: at(24),
    });
    expect(await held(store)).toEqual(shown(all));
  });

  it('starts over with a full load when the store is empty, whatever the mark says', async () => {
    const { replication } = await setUp({}, new InMemoryReplicationState(at(100)));
    harness.double.putListings(listing(1));
    expect(await replication.runOnce()).toMatchObject({ mode: 'full', since: null, fetched: 1 });
  });

  it('leaves the store alone when the upstream lists no key at all', async () => {
    const { store, replication } = await setUp();
    harness.double.putListings(listing(1), listing(3));
    await replication.runOnce();
    harness.double.remove('Property', 'K001', 'K003');
    expect(await replication.runOnce()).toMatchObject({ removed: 0 });
    expect(await held(store)).toHaveLength(2);
    expect(harness.logger.at('warn').map((entry) => entry.message)).toEqual([
      'Trestle listed no listing keys at all; reconciliation left the store as it is',
    ]);
  });

  it('joins a run under way instead of starting a second one', async () => {
    const { replication } = await setUp();
    harness.double.putListings(listing(1));
    const [a, b] = await Promise.all([replication.runOnce(), replication.runOnce()]);
    expect(a).toBe(b);
    expect(harness.double.queries()).toHaveLength(2);
  });
});

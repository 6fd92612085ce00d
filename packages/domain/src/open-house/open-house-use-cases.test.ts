import { exampleListing, FixedClock, InMemoryListingStore, InMemoryOpenHouseStore } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../listing/listing.ts';
import type { OpenHouse } from './open-house.ts';
import { createListingOpenHouses, createListOpenHouses, MAX_OPEN_HOUSES } from './open-house-use-cases.ts';
import { openHouseWindow, type OpenHouseFilter } from './open-house-window.ts';

/** Wednesday 2026-03-04, noon in Southwest Florida; clocks spring forward on Sunday 2026-03-08. */
const NOW_MS = Date.parse('2026-03-04T17:00:00.000Z');
const HOUR_MS = 3_600_000;

const listing = (key: string, overrides: Partial<Listing> = {}) =>
  exampleListing({ ListingKey: key, ListingId: key.replace('k', ''), ...overrides });

function openHouse(key: string, listingKey: string, start: string, end: string): OpenHouse {
  return {
    OpenHouseKey: key,
    ListingKey: listingKey,
    ListingId: listingKey.replace('k', ''),
    OpenHouseStartTime: start,
    OpenHouseEndTime: end,
    OpenHouseRemarks: null,
  };
}

const OPEN_HOUSES = [
  openHouse('past', 'k1', '2026-03-01T18:00:00.000Z', '2026-03-01T21:00:00.000Z'),
  openHouse('now', 'k2', '2026-03-04T16:00:00.000Z', '2026-03-04T19:00:00.000Z'),
  openHouse('thu', 'k1', '2026-03-05T15:00:00.000Z', '2026-03-05T17:00:00.000Z'),
  openHouse('sat', 'k1', '2026-03-07T18:00:00.000Z', '2026-03-07T21:00:00.000Z'),
  openHouse('sun', 'k2', '2026-03-08T16:00:00.000Z', '2026-03-08T19:00:00.000Z'),
  openHouse('later', 'k2', '2026-03-20T16:00:00.000Z', '2026-03-20T19:00:00.000Z'),
  openHouse('far', 'k1', '2026-04-10T16:00:00.000Z', '2026-04-10T19:00:00.000Z'),
  openHouse('sold', 'k3', '2026-03-07T18:00:00.000Z', '2026-03-07T21:00:00.000Z'),
];

async function setup(
  openHouses: readonly OpenHouse[] = OPEN_HOUSES,
  listings: Listing[] = [listing('k1'), listing('k2'), listing('k3', { StandardStatus: 'Closed' })],
) {
  const store = new InMemoryOpenHouseStore(new InMemoryListingStore(listings));
  await store.upsertMany(openHouses);
  return { store, clock: new FixedClock(NOW_MS) };
}

const keysOf = (found: readonly { openHouse: OpenHouse }[]) => found.map(({ openHouse }) => openHouse.OpenHouseKey);

describe(createListOpenHouses, () => {
  it('lists the open houses of the next 30 days, one under way included, soonest first, with their cards', async () => {
    const { store, clock } = await setup();
    const found = await createListOpenHouses(store, clock)({ kind: 'upcoming' });
    expect(keysOf(found)).toEqual(['now', 'thu', 'sat', 'sun', 'later']);
    expect(found[0]?.listing.ListingKey).toBe('k2');
  });

  it('lists the open houses of the next 7 days', async () => {
    const { store, clock } = await setup();
    expect(keysOf(await createListOpenHouses(store, clock)({ kind: 'next-7-days' }))).toEqual([
      'now',
      'thu',
      'sat',
      'sun',
    ]);
  });

  it("lists this weekend's open houses, across the change to daylight-saving time", async () => {
    const { store, clock } = await setup();
    expect(keysOf(await createListOpenHouses(store, clock)({ kind: 'weekend' }))).toEqual(['sat', 'sun']);
  });

  it('lists the open houses of one local day', async () => {
    const { store, clock } = await setup();
    expect(keysOf(await createListOpenHouses(store, clock)({ kind: 'date', date: '2026-03-08' }))).toEqual(['sun']);
    expect(keysOf(await createListOpenHouses(store, clock)({ kind: 'date', date: '2026-03-01' }))).toEqual(['past']);
  });

  it(`lists at most ${MAX_OPEN_HOUSES} open houses`, async () => {
    const many = Array.from({ length: MAX_OPEN_HOUSES + 5 }, (_, i) =>
      openHouse(
        `oh${String(i).padStart(4, '0')}`,
        'k1',
        new Date(NOW_MS + i * 60_000).toISOString(),
        new Date(NOW_MS + HOUR_MS + i * 60_000).toISOString(),
      ),
    );
    const { store, clock } = await setup(many);
    expect(await createListOpenHouses(store, clock)({ kind: 'upcoming' })).toHaveLength(MAX_OPEN_HOUSES);
  });

  it('follows the clock', async () => {
    const { store, clock } = await setup();
    clock.set(Date.parse('2026-03-08T18:00:00.000Z'));
    expect(keysOf(await createListOpenHouses(store, clock)({ kind: 'weekend' }))).toEqual(['sun']);
  });

  it('rethrows a store failure', async () => {
    const { store, clock } = await setup();
    store.failNextWith(new Error('Failed to fetch open houses'));
    await expect(createListOpenHouses(store, clock)({ kind: 'upcoming' })).rejects.toThrow(
      'Failed to fetch open houses',
    );
  });

  it('lists exactly the open houses of for-sale listings that overlap the window of the filter', async () => {
    const filterArbitrary: fc.Arbitrary<OpenHouseFilter> = fc.oneof(
      fc.constantFrom<OpenHouseFilter>({ kind: 'upcoming' }, { kind: 'weekend' }, { kind: 'next-7-days' }),
      fc.integer({ min: -3, max: 12 }).map((days) => ({
        kind: 'date' as const,
        date: new Date(NOW_MS + days * 24 * HOUR_MS).toISOString().slice(0, 10),
      })),
    );
    const openHouseArbitrary = fc
      .tuple(
        fc.integer({ min: -5 * 24, max: 40 * 24 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('k1', 'k2', 'k3'),
      )
      .map(([startHours, hours, listingKey]) => [startHours, hours, listingKey] as const);
    await fc.assert(
      fc.asyncProperty(
        fc.array(openHouseArbitrary, { maxLength: 25 }),
        filterArbitrary,
        fc.integer({ min: 0, max: 7 * 24 }),
        async (specs, filter, hoursLater) => {
          const openHouses = specs.map(([startHours, hours, listingKey], i) =>
            openHouse(
              `oh${String(i).padStart(2, '0')}`,
              listingKey,
              new Date(NOW_MS + startHours * HOUR_MS).toISOString(),
              new Date(NOW_MS + (startHours + hours) * HOUR_MS).toISOString(),
            ),
          );
          const { store, clock } = await setup(openHouses);
          clock.advance(hoursLater * HOUR_MS);
          const window = openHouseWindow(filter, new Date(clock.now()));
          const overlapping = openHouses.filter(
            (oh) =>
              oh.ListingKey !== 'k3' &&
              Date.parse(oh.OpenHouseEndTime) > Date.parse(window.from) &&
              Date.parse(oh.OpenHouseStartTime) < Date.parse(window.to),
          );
          expect(keysOf(await createListOpenHouses(store, clock)(filter)).sort()).toEqual(
            overlapping.map((oh) => oh.OpenHouseKey).sort(),
          );
        },
      ),
    );
  });
});

describe(createListingOpenHouses, () => {
  it("lists a listing's open houses that have not ended, soonest first", async () => {
    const { store, clock } = await setup();
    expect((await createListingOpenHouses(store, clock)('k1')).map((oh) => oh.OpenHouseKey)).toEqual([
      'thu',
      'sat',
      'far',
    ]);
    expect((await createListingOpenHouses(store, clock)('k2')).map((oh) => oh.OpenHouseKey)).toEqual([
      'now',
      'sun',
      'later',
    ]);
  });

  it('drops an open house once it has ended', async () => {
    const { store, clock } = await setup();
    clock.set(Date.parse('2026-03-05T17:00:00.000Z'));
    expect((await createListingOpenHouses(store, clock)('k1')).map((oh) => oh.OpenHouseKey)).toEqual(['sat', 'far']);
  });

  it('lists nothing for a listing without open houses', async () => {
    const { store, clock } = await setup();
    expect(await createListingOpenHouses(store, clock)('k9')).toEqual([]);
  });
});

import { sortedMedia, type Listing, type OpenHouse } from '@app/domain';
import { exampleListing } from '@app/testing';
import { afterEach, describe, expect, it } from 'vitest';
import type { SourcePage } from '@app/domain';
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

async function collect<T>(
  fetchPages: (onPage: (page: SourcePage<T>) => Promise<void>) => Promise<void>,
): Promise<SourcePage<T>[]> {
  const pages: SourcePage<T>[] = [];
  await fetchPages(async (page) => {
    pages.push(page);
  });
  return pages;
}

describe('TrestleListingSource.fetchModifiedSince', () => {
  it('follows @odata.nextLink through every page, oldest change first', async () => {
    harness = await startTrestleHarness({}, { paging: { pageSize: 10 } });
    harness.double.putListings(...[...Array(25).keys()].reverse().map((n) => listing(n)));
    const pages = await collect<Listing>((onPage) => harness.source.fetchModifiedSince(null, ['Active'], onPage));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 5]);
    expect(pages.flatMap((page) => page.items.map((item) => item.ListingKey))).toEqual(
      [...Array(25).keys()].map((n) => listing(n).ListingKey),
    );
    expect(harness.double.queries().map((request) => request.params.get('$skip'))).toEqual([null, '10', '20']);
    expect(pages[0]?.items[0]).toEqual({ ...listing(0), Media: sortedMedia(listing(0)) });
  });

  it('pages with $skip itself when the server sends no next link', async () => {
    harness = await startTrestleHarness({ nextLinks: false }, { paging: { pageSize: 10 } });
    harness.double.putListings(...[...Array(20).keys()].map((n) => listing(n)));
    const pages = await collect<Listing>((onPage) => harness.source.fetchModifiedSince(null, ['Active'], onPage));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 0]);
  });

  it('asks only for changes after the instant, in the given statuses', async () => {
    harness = await startTrestleHarness();
    harness.double.putListings(
      listing(1),
      listing(2),
      listing(3),
      listing(4, { StandardStatus: 'Withdrawn' }),
      listing(5, { StandardStatus: 'Closed' }),
    );
    const pages = await collect<Listing>((onPage) =>
      harness.source.fetchModifiedSince(at(1), ['Active', 'Closed'], onPage),
    );
    expect(pages.flatMap((page) => page.items.map((item) => item.ListingKey))).toEqual(['K002', 'K003', 'K005']);
  });

  it('skips and logs a malformed record while the rest of its page arrives', async () => {
    harness = await startTrestleHarness();
    harness.double.putListings(listing(1), listing(3));
    harness.double.putRecord('Property', { ...toResoProperty(listing(2)), ListingKey: 'BAD', ListPrice: 'call agent' });
    const [page] = await collect<Listing>((onPage) => harness.source.fetchModifiedSince(null, ['Active'], onPage));
    expect(page?.items.map((item) => item.ListingKey)).toEqual(['K001', 'K003']);
    expect(page?.skipped).toBe(1);
    expect(harness.logger.at('warn')).toEqual([
      {
        level: 'warn',
        message: 'Skipped an invalid Trestle Property record',
        details: { key: 'BAD', problems: ['ListPrice: must be a number'] },
      },
    ]);
  });

  it('fails the page with a clear error when the answer is not an OData collection', async () => {
    harness = await startTrestleHarness();
    harness.double.script({ status: 200, body: { values: [] } });
    await expect(harness.source.fetchModifiedSince(null, ['Active'], async () => {})).rejects.toThrow(
      'Trestle answered /trestle/odata/Property with a page that is not an OData collection (value: Invalid input: expected array, received undefined)',
    );
  });
});

describe('TrestleListingSource keys', () => {
  it('lists the keys of the given statuses in one key-only query', async () => {
    harness = await startTrestleHarness();
    harness.double.putListings(
      ...[...Array(1_500).keys()].map((n) => listing(n, { StandardStatus: n % 3 === 0 ? 'Expired' : 'Active' })),
    );
    const keys = await harness.source.fetchKeys(['Active']);
    expect(keys).toHaveLength(1_000);
    expect(harness.double.queries()).toHaveLength(1);
    expect(harness.double.queries()[0]?.params.get('$select')).toBe('ListingKey');
  });

  it('fetches listings by key in batches that fit a URL', async () => {
    harness = await startTrestleHarness({}, { paging: { keysPerQuery: 2 } });
    harness.double.putListings(listing(1), listing(2), listing(3), listing(4, { StandardStatus: 'Hold' }));
    const pages = await collect<Listing>((onPage) =>
      harness.source.fetchByKeys(['K001', 'K003', 'K004'], ['Active'], onPage),
    );
    expect(pages.map((page) => page.items.map((item) => item.ListingKey))).toEqual([['K001', 'K003'], []]);
    expect(harness.double.queries()).toHaveLength(2);
  });
});

describe('TrestleListingSource.fetchOpenHouses', () => {
  const openHouse = (key: string, startMinute: number): OpenHouse => ({
    OpenHouseKey: key,
    ListingKey: 'K001',
    ListingId: '1',
    OpenHouseStartTime: at(startMinute),
    OpenHouseEndTime: at(startMinute + 120),
    OpenHouseRemarks: null,
    LivestreamOpenHouseURL: null,
    AppointmentRequiredYN: null,
  });

  it('answers the open houses ending later, leaving canceled ones out and skipping invalid ones', async () => {
    harness = await startTrestleHarness();
    harness.double.putOpenHouses([openHouse('OH2', 600), openHouse('OH1', 300), openHouse('PAST', -600)]);
    harness.double.putOpenHouses([openHouse('OFF', 400)], 'Canceled');
    harness.double.putRecord('OpenHouse', {
      OpenHouseKey: 'BROKEN',
      ListingKey: 'K001',
      OpenHouseStartTime: at(500),
      OpenHouseEndTime: at(400),
    });
    const pages = await collect<OpenHouse>((onPage) => harness.source.fetchOpenHouses(at(0), onPage));
    expect(pages[0]?.items).toEqual([openHouse('OH1', 300), openHouse('OH2', 600)]);
    expect(pages[0]?.skipped).toBe(1);
  });
});

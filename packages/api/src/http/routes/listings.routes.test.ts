import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  FOR_SALE_STATUSES,
  recordListingChanges,
  type ListingHistory,
  type ListingView,
} from '@app/domain';
import { generateDemoListings } from '@app/demo';
import { createTestApp } from '../test-app.ts';

const listings = generateDemoListings({ count: 400 });

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('GET /api/corelogic/properties', () => {
  it('with listOfficeMlsId answers only that office’s homes for sale', async () => {
    const { app } = createTestApp({ listings });
    const { value } = await json<{ value: ListingView[] }>(
      await app.request('/api/corelogic/properties?listOfficeMlsId=PRG'),
    );
    const expected = listings.filter(
      (listing) => listing.ListOfficeMlsId === 'PRG' && FOR_SALE_STATUSES.includes(listing.StandardStatus),
    );
    expect(value.length).toBe(expected.length);
    expect(value.every((listing) => listing.ListOfficeMlsId === 'PRG')).toBe(true);
  });

  it('with subdivision answers at most 6 listings by default, baths by the subdivision rule', async () => {
    const { app } = createTestApp({ listings });
    const subdivision = listings[0]?.SubdivisionName ?? '';
    const { value } = await json<{ value: ListingView[] }>(
      await app.request(`/api/corelogic/properties?subdivision=${encodeURIComponent(subdivision.toUpperCase())}`),
    );
    expect(value.length).toBeGreaterThan(0);
    expect(value.length).toBeLessThanOrEqual(6);
    for (const listing of value) {
      expect(listing.SubdivisionName?.toLowerCase()).toBe(subdivision.toLowerCase());
      expect(listing.totalBathroomsDisplay).toBe(
        (listing.BathroomsFull ?? 0) + ((listing.BathroomsHalf ?? 0) > 0 ? 0.5 : 0),
      );
    }
  });

  it('honours an explicit limit', async () => {
    const { app } = createTestApp({ listings });
    const { value } = await json<{ value: ListingView[] }>(await app.request('/api/corelogic/properties?limit=3'));
    expect(value).toHaveLength(3);
  });

  it.each([
    ['limit=0', 'limit: must be at least 1'],
    ['limit=abc', 'limit: must be a whole number'],
    ['limit=2.5', 'limit: must be a whole number'],
    ['limit=201', 'limit: must be at most 200'],
    ['listOfficeMlsId=%3Cscript%3E', 'listOfficeMlsId: must be 1 to 20 letters, digits, dashes or underscores'],
    ['subdivision=', 'subdivision: must not be empty'],
    ['colour=blue', 'Unrecognized key: "colour"'],
    ['listOfficeMlsId=PRG&subdivision=Moorings', 'give either listOfficeMlsId or subdivision, not both'],
  ])('rejects ?%s with a 400 naming the problem', async (query, message) => {
    const { app } = createTestApp({ listings });
    const response = await app.request(`/api/corelogic/properties?${query}`);
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error).toContain(message);
  });

  it('answers an empty list and the fallback message when the store fails', async () => {
    const { app, listings: store } = createTestApp({ listings });
    store.failNextWith(new Error('socket hang up'));
    const response = await app.request('/api/corelogic/properties?subdivision=Moorings');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ value: [], error: ERROR_MESSAGES.propertiesFetchFailed });
  });
});

describe('GET /api/corelogic/property/{id}', () => {
  it('answers the listing with its derived bath count', async () => {
    const { app } = createTestApp({ listings });
    const listing = listings[7];
    const response = await app.request(`/api/corelogic/property/${listing?.ListingId}`);
    expect(response.status).toBe(200);
    const body = await json<ListingView>(response);
    expect(body.ListingKey).toBe(listing?.ListingKey);
    expect(body.totalBathroomsDisplay).toBe((listing?.BathroomsFull ?? 0) + 0.5 * (listing?.BathroomsHalf ?? 0));
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { app } = createTestApp({ listings });
    expect((await app.request('/api/corelogic/property/999999999')).status).toBe(404);
    const bad = await app.request('/api/corelogic/property/%3Cx%3E');
    expect(bad.status).toBe(400);
    expect((await json<{ error: string }>(bad)).error).toContain('must be an MLS number');
  });

  it('answers 503 with the fallback message when the store fails', async () => {
    const { app, listings: store } = createTestApp({ listings });
    store.failNextWith(new Error('timeout'));
    const response = await app.request(`/api/corelogic/property/${listings[0]?.ListingId}`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: ERROR_MESSAGES.propertyFetchFailed });
  });
});

describe('GET /api/corelogic/property/{id}/history', () => {
  it("answers the property's changes (every listing period) and the last sync time", async () => {
    const { app, listingHistory, listingSyncLog } = createTestApp({ listings });
    const listing = listings.find((candidate) => candidate.StandardStatus === 'Active')!;
    await recordListingChanges(listingHistory, [listing]);
    await recordListingChanges(listingHistory, [{ ...listing, ListPrice: (listing.ListPrice ?? 0) - 10_000 }]);
    await listingSyncLog.recordSync('2026-11-26T12:10:00.000Z');

    const response = await app.request(`/api/corelogic/property/${listing.ListingId}/history`);

    expect(response.status).toBe(200);
    const body = await json<ListingHistory>(response);
    expect(body.dataAsOf).toBe('2026-11-26T12:10:00.000Z');
    expect(body.changes[0]?.kind).toBe('listed');
    expect(body.changes.at(-1)).toMatchObject({ kind: 'price_change', previousPrice: listing.ListPrice });
  });

  it('leaves sale rows out, and a sold listing unknown, while sold data is not public', async () => {
    const { app, listingHistory } = createTestApp({ listings, closedListingsPublic: false });
    const sold = listings.find((candidate) => candidate.StandardStatus === 'Closed')!;
    await recordListingChanges(listingHistory, [sold]);
    expect((await app.request(`/api/corelogic/property/${sold.ListingId}/history`)).status).toBe(404);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 503 when the store fails', async () => {
    const { app, listings: store } = createTestApp({ listings });
    expect((await app.request('/api/corelogic/property/999999999/history')).status).toBe(404);
    expect((await app.request('/api/corelogic/property/%3Cx%3E/history')).status).toBe(400);
    store.failNextWith(new Error('timeout'));
    const failed = await app.request(`/api/corelogic/property/${listings[0]?.ListingId}/history`);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: ERROR_MESSAGES.listingHistoryFetchFailed });
  });
});

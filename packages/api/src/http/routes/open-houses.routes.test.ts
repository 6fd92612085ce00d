import { describe, expect, it } from 'vitest';
import { generateDemoListings } from '@app/demo';
import type { OpenHouse } from '@app/domain';
import { createTestApp } from '../test-app.ts';

const listings = generateDemoListings({ count: 200 });
const active = listings.filter((listing) => listing.StandardStatus === 'Active').slice(0, 3);

function openHouse(index: number, start: string, end: string): OpenHouse {
  const listing = active[index]!;
  return {
    OpenHouseKey: `OH${index}`,
    ListingKey: listing.ListingKey,
    ListingId: listing.ListingId,
    OpenHouseStartTime: start,
    OpenHouseEndTime: end,
    OpenHouseRemarks: null,
  };
}

describe('GET /api/open-houses', () => {
  it('answers the open houses of a date filter by start time, with the window', async () => {
    const { app, openHouses } = createTestApp({ listings });
    // the test clock reads 2026-11-01T12:00:00Z, a Sunday in Florida
    await openHouses.upsertMany([
      openHouse(0, '2026-11-07T18:00:00Z', '2026-11-07T21:00:00Z'),
      openHouse(1, '2026-11-03T22:00:00Z', '2026-11-04T00:00:00Z'),
      openHouse(2, '2026-11-20T18:00:00Z', '2026-11-20T21:00:00Z'),
    ]);
    const week = (await (await app.request('/api/open-houses?when=next-7-days')).json()) as {
      openHouses: { openHouse: OpenHouse }[];
      window: { from: string };
    };
    expect(week.openHouses.map((entry) => entry.openHouse.OpenHouseKey)).toEqual(['OH1', 'OH0']);
    expect(week.window.from).toBe('2026-11-01T12:00:00.000Z');
    const day = (await (await app.request('/api/open-houses?date=2026-11-20')).json()) as {
      openHouses: { openHouse: OpenHouse }[];
    };
    expect(day.openHouses.map((entry) => entry.openHouse.OpenHouseKey)).toEqual(['OH2']);
  });

  it.each(['when=tomorrow', 'date=2026-02-30', 'when=weekend&date=2026-11-20', 'colour=red'])(
    'rejects ?%s with a 400',
    async (query) => {
      const { app } = createTestApp({ listings });
      expect((await app.request(`/api/open-houses?${query}`)).status).toBe(400);
    },
  );
});

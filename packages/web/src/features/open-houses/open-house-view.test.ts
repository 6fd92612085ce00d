import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { byStartTime, groupByDay, openHousePins } from './open-house-view.ts';
import { openHouseAt } from './sample-open-house.ts';

describe(groupByDay, () => {
  it('groups by the Southwest Florida day, keeping the start-time order', () => {
    const days = groupByDay([
      openHouseAt('1', '2026-11-21T15:00:00Z'),
      openHouseAt('2', '2026-11-22T02:00:00Z'),
      openHouseAt('3', '2026-11-22T15:00:00Z'),
    ]);
    expect(days.map((day) => [day.label, day.openHouses.map((item) => item.listing.ListingId)])).toEqual([
      ['Saturday, November 21', ['1', '2']],
      ['Sunday, November 22', ['3']],
    ]);
  });

  it('loses no open house and repeats no day', () => {
    const instant = fc
      .date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 40 }), (starts) => {
        const items = byStartTime(starts.map((start, i) => openHouseAt(String(i), start)));
        const days = groupByDay(items);
        expect(days.flatMap((day) => day.openHouses)).toEqual(items);
        expect(new Set(days.map((day) => day.key)).size).toBe(days.length);
      }),
    );
  });
});

describe(openHousePins, () => {
  it('gives each home one pin and skips homes without a position', () => {
    const pins = openHousePins([
      openHouseAt('1', '2026-11-21T15:00:00Z'),
      openHouseAt('1', '2026-11-22T15:00:00Z'),
      openHouseAt('2', '2026-11-21T15:00:00Z', null),
    ]);
    expect(pins).toEqual([
      {
        ListingKey: 'K1',
        ListingId: '1',
        Latitude: 26.14,
        Longitude: -81.79,
        ListPrice: 900_000,
        StandardStatus: 'Active',
      },
    ]);
  });
});

describe(byStartTime, () => {
  it('sorts by start time', () => {
    const sorted = byStartTime([openHouseAt('b', '2026-11-22T15:00:00Z'), openHouseAt('a', '2026-11-21T15:00:00Z')]);
    expect(sorted.map((item) => item.listing.ListingId)).toEqual(['a', 'b']);
  });
});

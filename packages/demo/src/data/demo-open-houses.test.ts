import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoListings } from './generate-demo-listings.ts';
import { DEMO_OPEN_HOUSE_DAYS, generateDemoOpenHouses } from './demo-open-houses.ts';

const listings = generateDemoListings({ count: 5_000 });
const NOW = new Date('2026-11-04T15:00:00Z');
const DAY_MS = 86_400_000;

/** Weekday and hour:minute of an instant in Southwest Florida. */
function local(instant: string): { weekday: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return { weekday: part('weekday'), time: `${part('hour')}:${part('minute')}` };
}

describe(generateDemoOpenHouses, () => {
  const openHouses = generateDemoOpenHouses({ listings, now: NOW });

  it('gives the same open houses for the same instant', () => {
    expect(generateDemoOpenHouses({ listings, now: new Date(NOW) })).toEqual(openHouses);
  });

  it('keeps the key and times of an open house whatever the instant it is planned from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * 24 }), (hours) => {
        const later = new Date(NOW.getTime() + hours * 3_600_000);
        const earlier = new Map(openHouses.map((openHouse) => [openHouse.OpenHouseKey, openHouse]));
        for (const openHouse of generateDemoOpenHouses({ listings, now: later }))
          if (Date.parse(openHouse.OpenHouseStartTime) < NOW.getTime() + DEMO_OPEN_HOUSE_DAYS * DAY_MS)
            expect(openHouse).toEqual(earlier.get(openHouse.OpenHouseKey));
      }),
      { numRuns: 15 },
    );
  });

  it('plans only open houses that have not ended and start within 21 days', () => {
    expect(openHouses.length).toBeGreaterThan(0);
    for (const openHouse of openHouses) {
      expect(Date.parse(openHouse.OpenHouseEndTime)).toBeGreaterThan(NOW.getTime());
      expect(Date.parse(openHouse.OpenHouseStartTime)).toBeLessThan(NOW.getTime() + 21 * DAY_MS);
    }
    expect(new Set(openHouses.map((openHouse) => openHouse.OpenHouseKey)).size).toBe(openHouses.length);
  });

  it('holds them at about 4% of the Active and Coming Soon listings, at least 3 of office PRG', () => {
    const forSale = new Map(
      listings
        .filter((listing) => listing.StandardStatus === 'Active' || listing.StandardStatus === 'Coming Soon')
        .map((listing) => [listing.ListingKey, listing]),
    );
    const hosts = new Set(openHouses.map((openHouse) => openHouse.ListingKey));

    expect([...hosts].every((key) => forSale.has(key))).toBe(true);
    expect(hosts.size / forSale.size).toBeGreaterThan(0.025);
    expect(hosts.size / forSale.size).toBeLessThan(0.055);
    expect([...hosts].filter((key) => forSale.get(key)?.ListOfficeMlsId === 'PRG').length).toBeGreaterThanOrEqual(3);
    expect(openHouses.every((openHouse) => openHouse.ListingId === forSale.get(openHouse.ListingKey)?.ListingId)).toBe(
      true,
    );
  });

  it('holds them on weekend afternoons or mornings and a few weekday evenings, in local time', () => {
    const slots = openHouses.map((openHouse) => {
      const [start, end] = [local(openHouse.OpenHouseStartTime), local(openHouse.OpenHouseEndTime)];
      return `${start.weekday} ${start.time}-${end.time}`;
    });

    for (const slot of slots) expect(slot).toMatch(/^(Sat|Sun) (13:00-16:00|11:00-14:00)$|^(Wed|Thu) 17:00-19:00$/);
    expect(slots.filter((slot) => slot.includes('13:00-16:00')).length).toBeGreaterThan(slots.length / 2);
    expect(slots.some((slot) => slot.includes('17:00-19:00'))).toBe(true);
  });

  it('keeps local hours across the end of daylight saving time', () => {
    const autumn = generateDemoOpenHouses({ listings, now: new Date('2026-10-28T12:00:00Z') });
    const onChangeDay = autumn.filter((openHouse) => openHouse.OpenHouseStartTime.startsWith('2026-11-01'));

    expect(onChangeDay.length).toBeGreaterThan(0);
    for (const openHouse of onChangeDay) expect(['11:00', '13:00']).toContain(local(openHouse.OpenHouseStartTime).time);
  });

  it('writes remarks that name the day they are held on, and leaves some without', () => {
    for (const openHouse of openHouses) {
      const named = /(Sunday|Saturday|Wednesday|Thursday)/.exec(openHouse.OpenHouseRemarks ?? '')?.[1];
      if (named !== undefined) expect(named.slice(0, 3)).toBe(local(openHouse.OpenHouseStartTime).weekday);
    }
    expect(openHouses.some((openHouse) => openHouse.OpenHouseRemarks === null)).toBe(true);
    expect(new Set(openHouses.map((openHouse) => openHouse.OpenHouseRemarks)).size).toBeGreaterThan(8);
  });

  it('plans nothing without listings for sale', () => {
    expect(
      generateDemoOpenHouses({ listings: listings.filter((listing) => listing.StandardStatus === 'Closed'), now: NOW }),
    ).toEqual([]);
  });
});

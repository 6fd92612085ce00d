import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startOfLocalDay } from '@app/domain';
import {
  calendarDayLabel,
  filterPhrase,
  openHouseDay,
  openHouseDayKey,
  openHousesTitle,
  openHouseShortDay,
  openHouseTimeRange,
} from './open-house-time.ts';

describe(openHouseTimeRange, () => {
  it('writes the window in Southwest Florida time, winter (EST) and summer (EDT)', () => {
    expect(openHouseTimeRange('2026-11-21T18:00:00Z', '2026-11-21T21:00:00Z')).toBe('1:00 – 4:00 PM');
    expect(openHouseTimeRange('2026-07-11T17:00:00Z', '2026-07-11T19:30:00Z')).toBe('1:00 – 3:30 PM');
  });

  it('names both halves of the day when the window spans noon', () => {
    expect(openHouseTimeRange('2026-11-21T16:00:00Z', '2026-11-21T19:00:00Z')).toBe('11:00 AM – 2:00 PM');
  });

  it('always reads h:mm – h:mm AM/PM', () => {
    const instant = fc.date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, fc.integer({ min: 15, max: 360 }), (start, minutes) => {
        const end = new Date(start.getTime() + minutes * 60_000);
        expect(openHouseTimeRange(start.toISOString(), end.toISOString())).toMatch(
          /^\d{1,2}:\d{2}( [AP]M)? – \d{1,2}:\d{2} [AP]M$/,
        );
      }),
    );
  });
});

describe(openHouseDayKey, () => {
  it('puts a late-evening open house on its local day, not the UTC one', () => {
    expect(openHouseDayKey('2026-11-22T03:00:00Z')).toBe('2026-11-21');
    expect(openHouseDay('2026-11-22T03:00:00Z')).toBe('Saturday, November 21');
    expect(openHouseShortDay('2026-11-22T03:00:00Z')).toBe('Sat, Nov 21');
  });

  it('names the local day that holds the instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (instant) => {
          const [year, month, day] = openHouseDayKey(instant.toISOString()).split('-').map(Number) as [
            number,
            number,
            number,
          ];
          const start = startOfLocalDay(year, month, day);
          const next = startOfLocalDay(year, month, day + 1);
          expect(instant.getTime()).toBeGreaterThanOrEqual(start.getTime());
          expect(instant.getTime()).toBeLessThan(next.getTime());
        },
      ),
    );
  });
});

describe(filterPhrase, () => {
  it('reads naturally after "open houses"', () => {
    expect(filterPhrase({ kind: 'weekend' })).toBe('this weekend');
    expect(filterPhrase({ kind: 'next-7-days' })).toBe('in the next 7 days');
    expect(filterPhrase({ kind: 'date', date: '2026-11-28' })).toBe('on Saturday, November 28');
    expect(calendarDayLabel('2026-01-01')).toBe('Thursday, January 1');
  });
});

describe(openHousesTitle, () => {
  it('names the page after its window', () => {
    expect(openHousesTitle({ kind: 'upcoming' })).toBe('Open Houses');
    expect(openHousesTitle({ kind: 'weekend' })).toBe('Open Houses This Weekend');
    expect(openHousesTitle({ kind: 'date', date: '2026-11-28' })).toBe('Open Houses on Saturday, November 28');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCAL_TIME_ZONE } from '@app/domain';
import { formatSwflDateTime, openHouseTimes } from './swfl-time.ts';

const intlHours = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: LOCAL_TIME_ZONE,
  timeZoneName: 'short',
});
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');
const MINUTE = 60_000;

describe(openHouseTimes, () => {
  it('tells the day and hours in Southwest Florida time, standard time in winter', () => {
    expect(
      openHouseTimes({ OpenHouseStartTime: '2026-11-22T18:00:00Z', OpenHouseEndTime: '2026-11-22T21:00:00Z' }),
    ).toEqual({
      date: 'Sunday, November 22',
      time: '1:00 – 4:00 PM EST',
    });
  });

  it('uses daylight time in summer and shows both halves of a day', () => {
    expect(
      openHouseTimes({ OpenHouseStartTime: '2026-07-11T15:00:00Z', OpenHouseEndTime: '2026-07-11T18:00:00Z' }),
    ).toEqual({
      date: 'Saturday, July 11',
      time: '11:00 AM – 2:00 PM EDT',
    });
  });

  it('writes the hours as Intl does, for open houses on one day and for those over midnight or a clock change', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2110, 0, 1) }),
        fc.integer({ min: 0, max: 16 * 60 }),
        (startMs, minutes) => {
          const start = Math.floor(startMs / MINUTE) * MINUTE;
          const end = start + minutes * MINUTE;
          const times = openHouseTimes({
            OpenHouseStartTime: new Date(start).toISOString(),
            OpenHouseEndTime: new Date(end).toISOString(),
          });
          expect(times.time).toBe(plain(intlHours.formatRange(start, end)));
        },
      ),
      { numRuns: 3000 },
    );
    // Over the change back to standard time (1:30 EDT to 1:30 EST) and over midnight: Intl writes those.
    const overChange = { OpenHouseStartTime: '2026-11-01T05:30:00Z', OpenHouseEndTime: '2026-11-01T06:30:00Z' };
    expect(openHouseTimes(overChange).time).toBe(
      plain(intlHours.formatRange(Date.UTC(2026, 10, 1, 5, 30), Date.UTC(2026, 10, 1, 6, 30))),
    );
    expect(
      openHouseTimes({ OpenHouseStartTime: '2026-11-21T04:00:00Z', OpenHouseEndTime: '2026-11-21T06:00:00Z' }).time,
    ).toBe('11/20/2026, 11:00 PM EST – 11/21/2026, 1:00 AM EST');
  });

  it('reads the Florida date, not the UTC one, late in the evening', () => {
    expect(
      openHouseTimes({ OpenHouseStartTime: '2026-11-23T00:30:00Z', OpenHouseEndTime: '2026-11-23T01:30:00Z' }).date,
    ).toBe('Sunday, November 22');
  });
});

describe(formatSwflDateTime, () => {
  it('tells date and time in Southwest Florida time with its zone', () => {
    expect(formatSwflDateTime('2026-11-20T20:04:00Z')).toBe('Nov 20, 2026, 3:04 PM EST');
    expect(formatSwflDateTime('2026-07-04T16:30:00Z')).toBe('Jul 4, 2026, 12:30 PM EDT');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatSwflDateTime('soon')).toBe('');
  });
});

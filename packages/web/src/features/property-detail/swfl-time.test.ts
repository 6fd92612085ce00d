import { describe, expect, it } from 'vitest';
import { formatSwflDateTime, openHouseTimes } from './swfl-time.ts';

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

  it('reads the Florida date, not the UTC one, late in the evening', () => {
    expect(
      openHouseTimes({ OpenHouseStartTime: '2026-11-23T00:30:00Z', OpenHouseEndTime: '2026-11-23T01:30:00Z' }).date,
    ).toBe('Sunday, November 22');
  });
});

describe(formatSwflDateTime, () => {
  it('tells date and time in Southwest Florida time with its zone', () => {
    expect(formatSwflDateTime('2026-11-20T20:04:00Z')).toBe('Nov 20, 2026, 3:04 PM EST');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatSwflDateTime('soon')).toBe('');
  });
});

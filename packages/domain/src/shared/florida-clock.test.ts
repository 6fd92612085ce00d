import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floridaClockInstantArbitrary, nearFloridaClockChangeArbitrary } from '@app/testing';
import { floridaCalendarDay, floridaClock } from './florida-clock.ts';

const intlClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** The Florida wall clock at an instant as Intl reads it. */
function intlReading(instant: number) {
  const parts = intlClock.formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    daylightTime: part('timeZoneName') === 'EDT',
  };
}

describe(floridaClock, () => {
  it('reads the Florida wall clock as Intl does for every instant from 2007 to 2099', () => {
    fc.assert(
      fc.property(fc.oneof(floridaClockInstantArbitrary, nearFloridaClockChangeArbitrary), (instant) => {
        expect(floridaClock(instant)).toEqual(intlReading(instant));
      }),
      { numRuns: 5000 },
    );
  });

  it('changes to daylight time at 2:00 on the second Sunday of March and back on the first Sunday of November', () => {
    expect(floridaClock(Date.UTC(2026, 2, 8, 6, 59))).toMatchObject({
      day: 8,
      hour: 1,
      minute: 59,
      daylightTime: false,
    });
    expect(floridaClock(Date.UTC(2026, 2, 8, 7))).toMatchObject({ day: 8, hour: 3, minute: 0, daylightTime: true });
    expect(floridaClock(Date.UTC(2026, 10, 1, 5, 59))).toMatchObject({ hour: 1, minute: 59, daylightTime: true });
    expect(floridaClock(Date.UTC(2026, 10, 1, 6))).toMatchObject({ hour: 1, minute: 0, daylightTime: false });
  });

  it('leaves instants outside 2007–2099, and what is not an instant, to Intl', () => {
    expect(floridaClock(Date.UTC(2006, 11, 31))).toBeNull();
    // 4:00 UTC on January 1, 2007 is 23:00 on New Year's Eve 2006 in Florida.
    expect(floridaClock(Date.UTC(2007, 0, 1, 4))).toBeNull();
    expect(floridaClock(Date.UTC(2007, 0, 1, 5))).toMatchObject({ year: 2007, month: 1, day: 1, hour: 0 });
    expect(floridaClock(Date.UTC(2100, 0, 1, 5))).toBeNull();
    expect(floridaClock(Number.NaN)).toBeNull();
    expect(floridaCalendarDay(new Date('not a date'))).toBeNull();
    expect(floridaCalendarDay(Date.UTC(2026, 6, 4, 3, 59))).toEqual({ year: 2026, month: 7, day: 3 });
  });
});

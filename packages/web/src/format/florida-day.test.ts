import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floridaClockInstantArbitrary, nearFloridaClockChangeArbitrary } from '@app/testing';
import { LOCAL_TIME_ZONE, floridaCalendarDay } from '@app/domain';
import {
  floridaTime,
  floridaTimeZoneName,
  formatFloridaDateTime,
  formatFloridaLongDate,
  formatFloridaMediumDate,
  formatFloridaMonthDayYear,
  formatFloridaShortWeekday,
  formatFloridaWeekday,
  formatUtcMonthYear,
  formatUtcShortDay,
  formatUtcShortMonthYear,
  formatUtcWeekday,
} from './dates.ts';

const intlMedium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: LOCAL_TIME_ZONE });
const intlLong = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: LOCAL_TIME_ZONE });
const intlMonthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: LOCAL_TIME_ZONE,
});

const intlDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: LOCAL_TIME_ZONE,
});
const intlWeekday = new Intl.DateTimeFormat('en-US', {
  timeZone: LOCAL_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const intlShortWeekday = new Intl.DateTimeFormat('en-US', {
  timeZone: LOCAL_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const intlClock = new Intl.DateTimeFormat('en-US', {
  timeZone: LOCAL_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});

/** Plain spaces for the narrow and thin ones some ICU versions write. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

function expectSameAsIntl(instant: number) {
  expect(formatFloridaMediumDate(instant)).toBe(intlMedium.format(instant));
  expect(formatFloridaLongDate(instant)).toBe(intlLong.format(instant));
  expect(formatFloridaMonthDayYear(instant)).toBe(intlMonthDayYear.format(instant));
  expect(formatFloridaWeekday(instant)).toBe(intlWeekday.format(instant));
  expect(formatFloridaShortWeekday(instant)).toBe(intlShortWeekday.format(instant));
  expect(plain(formatFloridaDateTime(instant))).toBe(plain(intlDateTime.format(instant)));
  const parts = intlClock.formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  expect(floridaTime(instant)).toEqual({ time: `${part('hour')}:${part('minute')}`, period: part('dayPeriod') });
  expect(floridaTimeZoneName(instant)).toBe(part('timeZoneName'));
}

describe('Florida days and times without Intl', () => {
  it('write the same text as Intl for every instant from 2007 to 2099', () => {
    fc.assert(fc.property(floridaClockInstantArbitrary, expectSameAsIntl), { numRuns: 3000 });
  });

  it('write the same text as Intl next to midnight and the daylight-time changes', () => {
    fc.assert(fc.property(nearFloridaClockChangeArbitrary, expectSameAsIntl), { numRuns: 3000 });
    for (const instant of [
      // 2026: daylight time from March 8, 7:00 UTC to November 1, 6:00 UTC.
      Date.UTC(2026, 2, 8, 6, 59, 59),
      Date.UTC(2026, 2, 8, 7),
      Date.UTC(2026, 10, 1, 5, 59, 59),
      Date.UTC(2026, 10, 1, 6),
      // Midnight in Florida: 4:00 UTC in summer, 5:00 UTC in winter.
      Date.UTC(2026, 6, 4, 3, 59, 59),
      Date.UTC(2026, 6, 4, 4),
      Date.UTC(2026, 11, 31, 4, 59, 59),
      Date.UTC(2026, 11, 31, 5),
    ]) {
      expectSameAsIntl(instant);
    }
    expect(formatFloridaMediumDate(Date.UTC(2026, 6, 4, 3, 59, 59))).toBe('Jul 3, 2026');
    expect(formatFloridaLongDate(Date.UTC(2026, 6, 4, 4))).toBe('July 4, 2026');
    expect(formatFloridaDateTime(Date.UTC(2026, 10, 20, 20, 4))).toBe('Nov 20, 2026, 3:04 PM');
    expect(formatFloridaWeekday(Date.UTC(2026, 10, 28, 15))).toBe('Saturday, November 28');
    expect(formatFloridaShortWeekday(Date.UTC(2026, 10, 28, 15))).toBe('Sat, Nov 28');
    expect(floridaTime(Date.UTC(2026, 6, 4, 16))).toEqual({ time: '12:00', period: 'PM' });
    expect(floridaTime(Date.UTC(2026, 6, 4, 4, 5))).toEqual({ time: '12:05', period: 'AM' });
    expect(floridaTimeZoneName(Date.UTC(2026, 6, 4))).toBe('EDT');
    expect(floridaTimeZoneName(Date.UTC(2026, 11, 4))).toBe('EST');
  });

  it('leave instants outside 2007–2099 to Intl, which writes them the same way', () => {
    expect(floridaCalendarDay(Date.UTC(2006, 5, 1))).toBeNull();
    expect(floridaCalendarDay(Date.UTC(2100, 0, 1, 5))).toBeNull();
    expect(floridaCalendarDay(Number.NaN)).toBeNull();
    expect(floridaCalendarDay(new Date('not a date'))).toBeNull();
    expectSameAsIntl(Date.UTC(1999, 3, 4, 6, 30));
    expectSameAsIntl(Date.UTC(2150, 6, 4));
    // An invalid date fails as it did with Intl alone.
    expect(() => formatFloridaMediumDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('UTC days and months without Intl', () => {
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  const intlWeekday = utc({ weekday: 'long', month: 'long', day: 'numeric' });
  const intlMonthYear = utc({ month: 'long', year: 'numeric' });
  const intlShortMonthYear = utc({ month: 'short', year: 'numeric' });
  const intlShortDay = utc({ month: 'short', day: 'numeric' });

  it('write the same text as Intl for any instant it can write (years before 1000 and after 9999 by Intl)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(-300, 0, 1), max: Date.UTC(12_000, 0, 1) }), (instant) => {
        expect(formatUtcWeekday(instant)).toBe(intlWeekday.format(instant));
        expect(formatUtcMonthYear(instant)).toBe(intlMonthYear.format(instant));
        expect(formatUtcShortMonthYear(instant)).toBe(intlShortMonthYear.format(instant));
        expect(formatUtcShortDay(instant)).toBe(intlShortDay.format(instant));
      }),
      { numRuns: 3000 },
    );
    expect(formatUtcMonthYear(Date.UTC(2026, 9, 15))).toBe('October 2026');
    expect(formatUtcShortDay(Date.UTC(2026, 9, 31))).toBe('Oct 31');
    expect(formatUtcWeekday(Date.UTC(2026, 10, 28, 12))).toBe('Saturday, November 28');
    expect(() => formatUtcMonthYear(Number.NaN)).toThrow(RangeError);
  });
});

/**
 * The calendar day and wall-clock time of an instant in Southwest Florida (US Eastern time), worked out without Intl: a
 * page's first `Intl.DateTimeFormat` sets up the browser's locale and time zone data, 15–25 ms on a fast computer, four
 * times that on a phone, in the middle of hydration (docs/adr/0052-florida-days-without-intl.md). Eastern time has
 * followed one rule since 2007: daylight time from 2:00 on the second Sunday of March to 2:00 on the first Sunday of
 * November, UTC−4, otherwise UTC−5. Outside 2007–2099 (and for anything not a finite instant) the answer is null and
 * the caller asks Intl; property tests hold the two equal over the whole range (florida-clock.test.ts and the web's
 * florida-day.test.ts).
 */
const HOUR = 3_600_000;
const FIRST_YEAR = 2007;
const LAST_YEAR = 2099;

/** A day of the calendar: month 1–12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The date of the `nth` Sunday (1-based) of a month (0–11) of a year. */
function nthSunday(year: number, monthIndex: number, nth: number): number {
  const weekdayOfFirst = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - weekdayOfFirst) % 7) + 7 * (nth - 1);
}

/** Whether Eastern daylight time is in force at an instant of a year (the year as it is in Florida). */
function isDaylightTime(instant: number, year: number): boolean {
  // 2:00 EST is 7:00 UTC; 2:00 EDT is 6:00 UTC.
  const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  return instant >= starts && instant < ends;
}

/** A Florida wall-clock reading: the calendar day, the hour (0–23) and minute, and whether daylight time (EDT) is in
 * force. */
export interface FloridaClock extends CalendarDay {
  readonly hour: number;
  readonly minute: number;
  readonly daylightTime: boolean;
}

/** The Florida wall clock at an instant from 2007 to 2099, or null (then Intl knows). */
export function floridaClock(when: Date | number): FloridaClock | null {
  const instant = typeof when === 'number' ? when : when.getTime();
  if (!Number.isFinite(instant)) return null;
  // New Year in Florida is always in standard time (UTC−5).
  const year = new Date(instant - 5 * HOUR).getUTCFullYear();
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const daylightTime = isDaylightTime(instant, year);
  const local = new Date(instant - (daylightTime ? 4 : 5) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    daylightTime,
  };
}

/** The Florida calendar day of an instant from 2007 to 2099, or null (then Intl knows). */
export function floridaCalendarDay(when: Date | number): CalendarDay | null {
  const clock = floridaClock(when);
  return clock === null ? null : { year: clock.year, month: clock.month, day: clock.day };
}

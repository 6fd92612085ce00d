import {
  LOCAL_TIME_ZONE,
  floridaCalendarDay,
  floridaClock,
  madeOnFirstUse,
  type CalendarDay,
  type FloridaClock,
} from '@app/domain';
import { monthName, twelveHourTime, weekdayName, type TwelveHourTime } from './florida-day.ts';

/**
 * Every date and time the web app writes, in US English, each formatter made on first use and kept. "Florida"
 * formatters write Southwest Florida's time (the domain's LOCAL_TIME_ZONE); "UTC" ones write a
 * calendar day or month given without a zone as it is; formatDateTime writes the viewer's own time. The Florida days
 * and times that cards, bylines, tables and property pages show are written without Intl from 2007 to 2099
 * (florida-day.ts), the same text, and so are the UTC days and months of years 1000 to 9999.
 */
const FORMATS = {
  dateTime: madeOnFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })),
  floridaDateTime: madeOnFirstUse(
    () =>
      new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: LOCAL_TIME_ZONE,
      }),
  ),
  floridaMediumDate: madeOnFirstUse(
    () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: LOCAL_TIME_ZONE }),
  ),
  floridaLongDate: madeOnFirstUse(
    () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: LOCAL_TIME_ZONE }),
  ),
  floridaMonthDayYear: madeOnFirstUse(
    () =>
      new Intl.DateTimeFormat('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: LOCAL_TIME_ZONE,
      }),
  ),
  floridaWeekday: madeOnFirstUse(
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: LOCAL_TIME_ZONE,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
      }),
  ),
  floridaShortWeekday: madeOnFirstUse(
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: LOCAL_TIME_ZONE,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      }),
  ),
  floridaClock: madeOnFirstUse(
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: LOCAL_TIME_ZONE,
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
  ),
  floridaZoneName: madeOnFirstUse(
    () => new Intl.DateTimeFormat('en-US', { timeZone: LOCAL_TIME_ZONE, timeZoneName: 'short' }),
  ),
  utcWeekday: madeOnFirstUse(
    () => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }),
  ),
  utcMonthYear: madeOnFirstUse(
    () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ),
  utcShortMonthYear: madeOnFirstUse(
    () => new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ),
  utcShortDay: madeOnFirstUse(
    () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  ),
} as const;

type When = Date | number;

/** `Mar 3, 2026, 9:00 AM` in the viewer's own time zone. */
export const formatDateTime = (when: When): string => FORMATS.dateTime().format(when);
/** `Mar 3, 2026, 9:00 AM` in Southwest Florida time. */
export function formatFloridaDateTime(when: When): string {
  const clock = floridaClock(when);
  if (clock === null) return FORMATS.floridaDateTime().format(when);
  const { time, period } = twelveHourTime(clock);
  return `${monthName(clock.month, 'short')} ${clock.day}, ${clock.year}, ${time} ${period}`;
}
/** `1:05` and `PM`, the time in Southwest Florida (to write time ranges). */
export function floridaTime(when: When): TwelveHourTime {
  const clock = floridaClock(when);
  if (clock !== null) return twelveHourTime(clock);
  const parts = FORMATS.floridaClock().formatToParts(when);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { time: `${part('hour')}:${part('minute')}`, period: part('dayPeriod').toUpperCase() };
}
/** `1:00 – 4:00 PM`, or `11:00 AM – 1:00 PM` across noon: two times of day (as `floridaTime` gives them) as a range. */
export function timeRange(from: TwelveHourTime, to: TwelveHourTime): string {
  return from.period === to.period
    ? `${from.time} – ${to.time} ${to.period}`
    : `${from.time} ${from.period} – ${to.time} ${to.period}`;
}
/** `1:00 – 4:00 PM`, or `11:00 AM – 1:00 PM` across noon: a time range in Southwest Florida. */
export function formatFloridaTimeRange(start: When, end: When): string {
  return timeRange(floridaTime(start), floridaTime(end));
}
/** `EST` or `EDT`: the name of the time a Florida clock reading is in. */
export const floridaZoneNameOf = (clock: Pick<FloridaClock, 'daylightTime'>): string =>
  clock.daylightTime ? 'EDT' : 'EST';
/** `EST` or `EDT`: the name of Southwest Florida's time at an instant. */
export function floridaTimeZoneName(when: When): string {
  const clock = floridaClock(when);
  if (clock !== null) return floridaZoneNameOf(clock);
  return (
    FORMATS.floridaZoneName()
      .formatToParts(when)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}
/** A Florida day as `Mar 3, 2026` or `March 3, 2026`: written by hand from 2007 to 2099, by `intl` otherwise. */
function floridaDay(when: When, month: 'short' | 'long', intl: () => Intl.DateTimeFormat): string {
  const day = floridaCalendarDay(when);
  return day === null ? intl().format(when) : `${monthName(day.month, month)} ${day.day}, ${day.year}`;
}

/** `Mar 3, 2026`, the day in Southwest Florida. */
export const formatFloridaMediumDate = (when: When): string => floridaDay(when, 'short', FORMATS.floridaMediumDate);
/** `March 3, 2026`, the day in Southwest Florida. */
export const formatFloridaLongDate = (when: When): string => floridaDay(when, 'long', FORMATS.floridaLongDate);
/** `March 3, 2026`, the day in Southwest Florida (month, day and year spelled out one by one). */
export const formatFloridaMonthDayYear = (when: When): string => floridaDay(when, 'long', FORMATS.floridaMonthDayYear);
/** A Florida day with its weekday, `Saturday, November 28` or `Sat, Nov 28`: by hand from 2007 to 2099. */
function floridaWeekday(when: When, width: 'long' | 'short', intl: () => Intl.DateTimeFormat): string {
  const day = floridaCalendarDay(when);
  return day === null ? intl().format(when) : `${weekdayName(day, width)}, ${monthName(day.month, width)} ${day.day}`;
}

/** `Saturday, November 28`, the day in Southwest Florida. */
export const formatFloridaWeekday = (when: When): string => floridaWeekday(when, 'long', FORMATS.floridaWeekday);
/** `Sat, Nov 28`, the day in Southwest Florida. */
export const formatFloridaShortWeekday = (when: When): string =>
  floridaWeekday(when, 'short', FORMATS.floridaShortWeekday);
/** The UTC calendar day of an instant, for the years Intl writes as plain numbers the same way (1000–9999); null
 * otherwise or when not an instant (then Intl writes it, or throws as before). */
function utcDay(when: When): CalendarDay | null {
  const date = new Date(when);
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return null;
  return { year, month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** `Saturday, November 28` of a calendar day given as a UTC instant. */
export function formatUtcWeekday(when: When): string {
  const day = utcDay(when);
  return day === null
    ? FORMATS.utcWeekday().format(when)
    : `${weekdayName(day, 'long')}, ${monthName(day.month, 'long')} ${day.day}`;
}
/** `October 2026` of a calendar month given as a UTC instant. */
export function formatUtcMonthYear(when: When): string {
  const day = utcDay(when);
  return day === null ? FORMATS.utcMonthYear().format(when) : `${monthName(day.month, 'long')} ${day.year}`;
}
/** `Oct 2026` of a calendar month given as a UTC instant. */
export function formatUtcShortMonthYear(when: When): string {
  const day = utcDay(when);
  return day === null ? FORMATS.utcShortMonthYear().format(when) : `${monthName(day.month, 'short')} ${day.year}`;
}
/** `Oct 31` of a calendar day given as a UTC instant. */
export function formatUtcShortDay(when: When): string {
  const day = utcDay(when);
  return day === null ? FORMATS.utcShortDay().format(when) : `${monthName(day.month, 'short')} ${day.day}`;
}

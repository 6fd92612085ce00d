import { LOCAL_TIME_ZONE, madeOnFirstUse } from '@app/domain';
import { floridaCalendarDay, monthName } from './florida-day.ts';

/**
 * Every date and time the web app writes, in US English, each formatter made on first use and kept. "Florida"
 * formatters write Southwest Florida's time (the domain's LOCAL_TIME_ZONE); "UTC" ones write a
 * calendar day or month given without a zone as it is; formatDateTime writes the viewer's own time. The Florida days
 * that cards, bylines and tables show are written without Intl from 2007 to 2099 (florida-day.ts), the same text.
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
export const formatFloridaDateTime = (when: When): string => FORMATS.floridaDateTime().format(when);
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
/** `Saturday, November 28`, the day in Southwest Florida. */
export const formatFloridaWeekday = (when: When): string => FORMATS.floridaWeekday().format(when);
/** `Sat, Nov 28`, the day in Southwest Florida. */
export const formatFloridaShortWeekday = (when: When): string => FORMATS.floridaShortWeekday().format(when);
/** The parts of `1:05 PM` in Southwest Florida (hour, minute, dayPeriod), to write time ranges. */
export const floridaClockParts = (when: When): Intl.DateTimeFormatPart[] => FORMATS.floridaClock().formatToParts(when);
/** `Saturday, November 28` of a calendar day given as a UTC instant. */
export const formatUtcWeekday = (when: When): string => FORMATS.utcWeekday().format(when);
/** `October 2026` of a calendar month given as a UTC instant. */
export const formatUtcMonthYear = (when: When): string => FORMATS.utcMonthYear().format(when);
/** `Oct 2026` of a calendar month given as a UTC instant. */
export const formatUtcShortMonthYear = (when: When): string => FORMATS.utcShortMonthYear().format(when);
/** `Oct 31` of a calendar day given as a UTC instant. */
export const formatUtcShortDay = (when: When): string => FORMATS.utcShortDay().format(when);

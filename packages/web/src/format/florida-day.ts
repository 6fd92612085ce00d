import { MONTH_NAMES, type CalendarDay, type FloridaClock } from '@app/domain';

// Florida days and times in US English, written by hand from the domain's Florida clock (floridaClock, no Intl): the
// names of months and weekdays and the 12-hour clock.

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday of a calendar day in US English, `Saturday` (long) or `Sat` (short). */
export function weekdayName(day: CalendarDay, width: 'long' | 'short'): string {
  const name = WEEKDAY_NAMES[new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()] ?? '';
  return width === 'long' ? name : name.slice(0, 3);
}

/** A time of day on the 12-hour clock: `3:04` and `PM`. */
export interface TwelveHourTime {
  readonly time: string;
  readonly period: string;
}

/** A wall-clock time on the 12-hour clock: `3:04` and `PM`. */
export function twelveHourTime(clock: Pick<FloridaClock, 'hour' | 'minute'>): TwelveHourTime & { period: 'AM' | 'PM' } {
  const hour = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return { time: `${hour}:${String(clock.minute).padStart(2, '0')}`, period: clock.hour < 12 ? 'AM' : 'PM' };
}

/** `March` (long) or `Mar` (short) in US English: the short form is the long one's first three letters. */
export function monthName(month: number, width: 'long' | 'short'): string {
  const name = MONTH_NAMES[month - 1] ?? '';
  return width === 'long' ? name : name.slice(0, 3);
}

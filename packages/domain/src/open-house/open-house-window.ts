import { timeZoneOffsetMs } from '../shared/local-date-time.ts';
import { floridaCalendarDay } from '../shared/florida-clock.ts';
import type { TimeWindow } from './open-house.ts';

/** The brokerage's time zone: open-house days are Southwest Florida days. */
export const LOCAL_TIME_ZONE = 'America/New_York';

/** The choices of the open-house page's date filter. */
export type OpenHouseFilter =
  | { readonly kind: 'upcoming' }
  | { readonly kind: 'weekend' }
  | { readonly kind: 'next-7-days' }
  | { readonly kind: 'date'; readonly date: string };

/** How far ahead "upcoming" looks. */
export const UPCOMING_DAYS = 30;
const DAY_MS = 86_400_000;

interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** 0 Sunday … 6 Saturday. */
  readonly weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one (every page view asks for
 * today). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date and weekday of an instant in a time zone (Florida's worked out without Intl from 2007 to 2099). */
export function localDate(instant: Date, timeZone: string = LOCAL_TIME_ZONE): LocalDate {
  const florida = timeZone === LOCAL_TIME_ZONE ? floridaCalendarDay(instant) : null;
  if (florida !== null) {
    return { ...florida, weekday: new Date(Date.UTC(florida.year, florida.month - 1, florida.day)).getUTCDay() };
  }
  const parts = dateFormat(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: WEEKDAYS.indexOf(part('weekday')),
  };
}

/** The instant a local calendar day starts in a time zone (daylight-saving changes included). */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string = LOCAL_TIME_ZONE): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  const firstGuess = utcMidnight - timeZoneOffsetMs(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - timeZoneOffsetMs(new Date(firstGuess), timeZone));
}

function addLocalDays(date: LocalDate, days: number): { year: number; month: number; day: number } {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Whether a text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    date.getUTCFullYear() === Number(match[1]) &&
    date.getUTCMonth() + 1 === Number(match[2]) &&
    date.getUTCDate() === Number(match[3])
  );
}

/** Today's date in Southwest Florida (or the given zone), written YYYY-MM-DD. */
export function localIsoDate(now: Date, timeZone: string = LOCAL_TIME_ZONE): string {
  const { year, month, day } = localDate(now, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The time window of a date filter, in local (Southwest Florida) days:
 * upcoming = now to 30 days on; weekend = from now (or Saturday's start) to the end of this
 * weekend's Sunday; next 7 days = now to 7 days on; a date = that whole local day.
 */
export function openHouseWindow(filter: OpenHouseFilter, now: Date, timeZone: string = LOCAL_TIME_ZONE): TimeWindow {
  const today = localDate(now, timeZone);
  const at = (parts: { year: number; month: number; day: number }) =>
    startOfLocalDay(parts.year, parts.month, parts.day, timeZone);
  switch (filter.kind) {
    case 'upcoming':
      return { from: now.toISOString(), to: new Date(now.getTime() + UPCOMING_DAYS * DAY_MS).toISOString() };
    case 'next-7-days':
      return { from: now.toISOString(), to: new Date(now.getTime() + 7 * DAY_MS).toISOString() };
    case 'weekend': {
      const daysToSaturday = today.weekday === 0 ? -1 : 6 - today.weekday;
      const saturday = at(addLocalDays(today, daysToSaturday));
      const monday = at(addLocalDays(today, daysToSaturday + 2));
      return { from: new Date(Math.max(saturday.getTime(), now.getTime())).toISOString(), to: monday.toISOString() };
    }
    case 'date': {
      const [year, month, day] = filter.date.split('-').map(Number) as [number, number, number];
      const start = startOfLocalDay(year, month, day, timeZone);
      const end = at(addLocalDays({ year, month, day, weekday: 0 }, 1));
      return { from: start.toISOString(), to: end.toISOString() };
    }
  }
}

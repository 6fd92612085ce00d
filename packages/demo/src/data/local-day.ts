import { startOfLocalDay } from '@app/domain';

const HOUR_MS = 3_600_000;

/** A calendar day in Southwest Florida. */
export interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The day `days` after (or before) a day. */
export function shiftDay(date: Day, days: number): Day {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** A day as `YYYYMMDD`. */
export function dayText(date: Day): string {
  return `${date.year}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
}

/** 0 Sunday ... 6 Saturday. */
export function localWeekday(date: Day): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/**
 * A function answering the instant of a whole local hour, 3 am or later (daylight saving changes
 * at 2 am, so the next midnight's offset holds). It keeps each day's midnight in `cache`:
 * time-zone arithmetic through Intl is slow.
 */
export function localHourOf(cache: Map<string, number>): (date: Day, hour: number) => Date {
  return (date, hour) => {
    const key = dayText(date);
    let nextMidnight = cache.get(key);
    if (nextMidnight === undefined) {
      const next = shiftDay(date, 1);
      nextMidnight = startOfLocalDay(next.year, next.month, next.day).getTime();
      cache.set(key, nextMidnight);
    }
    return new Date(nextMidnight - (24 - hour) * HOUR_MS);
  };
}

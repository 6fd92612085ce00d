import { LOCAL_TIME_ZONE } from '../open-house/open-house-window.ts';
import { localDateTimeToInstant } from '../shared/local-date-time.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The next calendar day of `YYYY-MM-DD`. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The instants of a range of office days (ET), both days included: `from` the start of its first day, `to` the start
 * of the day after its last. A day left out, or not a `YYYY-MM-DD`, leaves that end open.
 */
export function officeDayRange(fromDay?: string, toDay?: string): { from?: string; to?: string } {
  const start = (day: string | undefined) =>
    day !== undefined && DAY.test(day)
      ? (localDateTimeToInstant(`${day}T00:00`, LOCAL_TIME_ZONE) ?? undefined)
      : undefined;
  return { from: start(fromDay), to: toDay === undefined || !DAY.test(toDay) ? undefined : start(nextDay(toDay)) };
}

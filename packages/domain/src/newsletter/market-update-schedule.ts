/** The hour (office time, 0–23) on the first weekday of a month from which the month's update is sent. */
export const MARKET_UPDATE_HOUR = 9;

interface LocalParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
}

function localParts(nowMs: number, timeZone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(nowMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') };
}

/** The calendar month (`YYYY-MM`) of an instant in the office's time zone: the month an update counts for. */
export function officeMonth(nowMs: number, timeZone: string): string {
  const { year, month } = localParts(nowMs, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The day of the month (1–3) of a month's first Monday-to-Friday. */
export function firstWeekday(year: number, month: number): number {
  const weekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return weekday === 6 ? 3 : weekday === 0 ? 2 : 1;
}

/**
 * Whether this month's update is due at an instant: from `hour` o'clock, office time, on the month's first weekday,
 * to the month's end (a server that was down on the day sends when it is back; each subscriber still gets one a
 * month).
 */
export function marketUpdateDue(nowMs: number, timeZone: string, hour = MARKET_UPDATE_HOUR): boolean {
  const local = localParts(nowMs, timeZone);
  const first = firstWeekday(local.year, local.month);
  return local.day > first || (local.day === first && local.hour >= hour);
}

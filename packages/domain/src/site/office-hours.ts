import type { ValidationIssue } from '../errors/domain-error.ts';

/** The days of the week, Monday first (as the office's week reads). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The office is open on these days from `opens` to `closes` (office local time, 24-hour `HH:MM`). */
export interface OfficeHours {
  readonly days: readonly Weekday[];
  readonly opens: string;
  readonly closes: string;
}

/** One line of the hours as a visitor reads them: `Monday – Friday`, `9:00 am – 5:00 pm` (or `Closed`). */
export interface OfficeHoursRow {
  readonly days: string;
  readonly time: string;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `09:00` as `9:00 am`, `12:30` as `12:30 pm`, `00:15` as `12:15 am`. */
export function formatClockTime(time: string): string {
  const total = minutesOf(time);
  const hours = Math.floor(total / 60);
  const minutes = String(total % 60).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Every problem with a list of office hours: bad times, closing before opening, no days, a day listed twice. */
export function officeHoursIssues(hours: readonly OfficeHours[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<Weekday>();
  hours.forEach((entry, index) => {
    const field = `officeHours.${index}`;
    if (entry.days.length === 0) issues.push({ field, message: 'Choose at least one day' });
    if (!CLOCK_TIME.test(entry.opens) || !CLOCK_TIME.test(entry.closes))
      issues.push({ field, message: 'Times must be written as HH:MM (24-hour)' });
    else if (minutesOf(entry.opens) >= minutesOf(entry.closes))
      issues.push({ field, message: 'The office must close after it opens' });
    for (const day of entry.days) {
      if (!(WEEKDAYS as readonly string[]).includes(day))
        issues.push({ field, message: `${String(day)} is not a day of the week` });
      else if (seen.has(day)) issues.push({ field, message: `${day} is listed twice` });
      seen.add(day);
    }
  });
  return issues;
}

/** Runs of consecutive days, named `Monday – Friday` (three or more), `Saturday, Sunday` or `Monday`. */
function dayRuns(days: readonly Weekday[]): string {
  const indexes = [...new Set(days.map((day) => WEEKDAYS.indexOf(day)))].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run !== undefined && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  return runs
    .map((run) =>
      run.length >= 3
        ? `${WEEKDAYS[run[0] ?? 0]} – ${WEEKDAYS[run.at(-1) ?? 0]}`
        : run.map((index) => WEEKDAYS[index]).join(', '),
    )
    .join(', ');
}

/**
 * The hours as a visitor reads them, in week order: one row per set of hours (days with the same
 * opening and closing times are merged), then one `Closed` row for the days not listed.
 */
export function officeHoursRows(hours: readonly OfficeHours[]): OfficeHoursRow[] {
  const byTime = new Map<string, Weekday[]>();
  for (const entry of hours) {
    const key = `${entry.opens}-${entry.closes}`;
    byTime.set(key, [...(byTime.get(key) ?? []), ...entry.days]);
  }
  const firstDay = (days: readonly Weekday[]) => Math.min(...days.map((day) => WEEKDAYS.indexOf(day)));
  const open = [...byTime.entries()]
    .filter(([, days]) => days.length > 0)
    .sort(([, a], [, b]) => firstDay(a) - firstDay(b))
    .map(([key, days]) => {
      const [opens = '', closes = ''] = key.split('-');
      return { days: dayRuns(days), time: `${formatClockTime(opens)} – ${formatClockTime(closes)}` };
    });
  const listed = new Set(hours.flatMap((entry) => entry.days));
  const closed = WEEKDAYS.filter((day) => !listed.has(day));
  return closed.length === 0 || hours.length === 0 ? open : [...open, { days: dayRuns(closed), time: 'Closed' }];
}

import { formatUtcMonthYear } from '../../format/dates.ts';

/** A closing day (YYYY-MM-DD) as "March 2025"; the text itself when it is not a day. */
export function formatClosedOn(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? formatUtcMonthYear(date) : day;
}

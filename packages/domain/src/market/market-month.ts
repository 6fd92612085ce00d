import { MONTH_NAMES } from '../shared/month-names.ts';

/** A calendar month as `YYYY-MM`. Months compare in time order as text. */
export type MarketMonth = string;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether the text is a calendar month `YYYY-MM`. */
export function isMarketMonth(text: string): boolean {
  return MONTH_PATTERN.test(text);
}

/** The month of a day `YYYY-MM-DD` (or of an ISO timestamp, by its date part). */
export function monthOfDay(day: string): MarketMonth {
  return day.slice(0, 7);
}

function toIndex(month: MarketMonth): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function fromIndex(index: number): MarketMonth {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: MarketMonth, count: number): MarketMonth {
  return fromIndex(toIndex(month) + count);
}

/** How many months `to` lies after `from` (negative when before). */
export function monthsBetween(from: MarketMonth, to: MarketMonth): number {
  return toIndex(to) - toIndex(from);
}

/** The first day of the month, `YYYY-MM-DD`. */
export function firstDayOfMonth(month: MarketMonth): string {
  return `${month}-01`;
}

/** The last day of the month, `YYYY-MM-DD` (leap years included). */
export function lastDayOfMonth(month: MarketMonth): string {
  const next = addMonths(month, 1);
  const lastDay = new Date(Date.UTC(Number(next.slice(0, 4)), Number(next.slice(5, 7)) - 1, 0)).getUTCDate();
  return `${month}-${String(lastDay).padStart(2, '0')}`;
}

/** `count` consecutive months ending with `last`, oldest first. */
export function monthsEndingAt(last: MarketMonth, count: number): MarketMonth[] {
  return Array.from({ length: Math.max(0, count) }, (_, offset) => addMonths(last, offset - count + 1));
}

/**
 * The latest month the data covers in full: the month of `day` when `day` is its last day,
 * otherwise the month before (a month still under way would show too few events).
 */
export function lastCompleteMonth(day: string): MarketMonth {
  const month = monthOfDay(day);
  return day.slice(0, 10) === lastDayOfMonth(month) ? month : addMonths(month, -1);
}

/** Whole days from one day to another (`YYYY-MM-DD`, or ISO timestamps by their date part); negative when `to` is
 * earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}

/** `October` for `2026-10`, or `October 2026` with the year. */
export function monthName(month: MarketMonth, withYear = false): string {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;
  return withYear ? `${name} ${month.slice(0, 4)}` : name;
}

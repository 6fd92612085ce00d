import { localDate, type OpenHouseFilter } from '@app/domain';
import {
  formatFloridaShortWeekday,
  formatFloridaTimeRange,
  formatFloridaWeekday,
  formatUtcWeekday,
} from '../../format/dates.ts';

/** The Southwest Florida day of an instant, `Saturday, November 28`. */
export function openHouseDay(instant: string): string {
  return formatFloridaWeekday(new Date(instant));
}

/** The same day, short: `Sat, Nov 28`. */
export function openHouseShortDay(instant: string): string {
  return formatFloridaShortWeekday(new Date(instant));
}

/** The Southwest Florida calendar date of an instant, `2026-11-28` (to group open houses by day). */
export function openHouseDayKey(instant: string): string {
  const { year, month, day } = localDate(new Date(instant));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The time window in Southwest Florida time: `1:00 – 4:00 PM`, or `11:00 AM – 1:00 PM` across noon. */
export function openHouseTimeRange(start: string, end: string): string {
  return formatFloridaTimeRange(new Date(start), new Date(end));
}

/** A calendar date written YYYY-MM-DD as `Saturday, November 28` (no time-zone shift). */
export function calendarDayLabel(date: string): string {
  return formatUtcWeekday(new Date(`${date}T12:00:00Z`));
}

/** How the page names a filter's window: `this weekend`, `in the next 7 days`, `on Saturday, November 28`. */
export function filterPhrase(filter: OpenHouseFilter): string {
  switch (filter.kind) {
    case 'upcoming':
      return 'coming up';
    case 'weekend':
      return 'this weekend';
    case 'next-7-days':
      return 'in the next 7 days';
    case 'date':
      return `on ${calendarDayLabel(filter.date)}`;
  }
}

/** The page title of a filter: `Open Houses This Weekend`, `Open Houses on Saturday, November 28`. */
export function openHousesTitle(filter: OpenHouseFilter): string {
  switch (filter.kind) {
    case 'upcoming':
      return 'Open Houses';
    case 'weekend':
      return 'Open Houses This Weekend';
    case 'next-7-days':
      return 'Open Houses in the Next 7 Days';
    case 'date':
      return `Open Houses on ${calendarDayLabel(filter.date)}`;
  }
}

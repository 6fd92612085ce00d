import { LOCAL_TIME_ZONE } from '../open-house/open-house-window.ts';
import { timeZoneOffsetMs } from '../shared/local-date-time.ts';
import { madeOnFirstUse } from '../shared/made-on-first-use.ts';

/** The office's zone as the team reads it next to a time (Eastern, EST or EDT alike). */
export const OFFICE_ZONE_LABEL = 'ET';

const readable = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: LOCAL_TIME_ZONE,
    }),
);

/** An instant as `Nov 20, 2026, 3:04 PM ET` in the office's time zone; empty when it is not a date. */
export function officeDateTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${readable()
    .format(date)
    .replace(/[\u00a0\u2009\u202f]/g, ' ')} ${OFFICE_ZONE_LABEL}`;
}

/** An instant as an ISO 8601 local time of the office with its offset (`2026-11-20T15:04:05-05:00`), for exports. */
export function officeTimestamp(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const offsetMinutes = Math.round(timeZoneOffsetMs(date, LOCAL_TIME_ZONE) / 60_000);
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

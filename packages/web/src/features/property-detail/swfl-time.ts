import { LOCAL_TIME_ZONE as SWFL_TIME_ZONE, type OpenHouse, madeOnFirstUse } from '@app/domain';
import { formatFloridaDateTime, formatFloridaWeekday } from '../../format/dates.ts';

const hours = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: SWFL_TIME_ZONE,
      timeZoneName: 'short',
    }),
);
const zone = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { timeZone: SWFL_TIME_ZONE, timeZoneName: 'short' }),
);

/** Plain spaces in place of the narrow and thin ones ICU versions disagree on (server and browser must match). */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** An open house as people read it, in Southwest Florida time. */
export interface OpenHouseTimes {
  /** `Sunday, November 22`. */
  readonly date: string;
  /** `1:00 – 4:00 PM EST`. */
  readonly time: string;
}

/** The day and the hours of an open house, in Southwest Florida time. */
export function openHouseTimes(openHouse: Pick<OpenHouse, 'OpenHouseStartTime' | 'OpenHouseEndTime'>): OpenHouseTimes {
  const start = new Date(openHouse.OpenHouseStartTime);
  const end = new Date(openHouse.OpenHouseEndTime);
  return { date: plainSpaces(formatFloridaWeekday(start)), time: plainSpaces(hours().formatRange(start, end)) };
}

/** An instant as `Nov 20, 2026, 3:04 PM EST` in Southwest Florida time; empty when it is not a date. */
export function formatSwflDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const zoneName = zone()
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return plainSpaces(`${formatFloridaDateTime(date)}${zoneName ? ` ${zoneName}` : ''}`);
}

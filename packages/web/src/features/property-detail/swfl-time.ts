import { LOCAL_TIME_ZONE as SWFL_TIME_ZONE, type OpenHouse, floridaClock, madeOnFirstUse } from '@app/domain';
import {
  floridaTimeZoneName,
  floridaZoneNameOf,
  formatFloridaDateTime,
  formatFloridaWeekday,
  timeRange,
} from '../../format/dates.ts';
import { twelveHourTime } from '../../format/florida-day.ts';

const hours = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: SWFL_TIME_ZONE,
      timeZoneName: 'short',
    }),
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

/**
 * `1:00 – 4:00 PM EST`, `11:00 AM – 1:00 PM EST` or `3:00 PM EST`: what Intl's formatRange writes for hours on one
 * Florida day in one time (plain spaces), without Intl; other ranges (over midnight or a daylight-time change, or
 * outside 2007–2099) by Intl.
 */
function hoursOfDay(start: Date, end: Date): string {
  const from = floridaClock(start);
  const to = floridaClock(end);
  const oneDayOneTime =
    from !== null &&
    to !== null &&
    from.year === to.year &&
    from.month === to.month &&
    from.day === to.day &&
    from.daylightTime === to.daylightTime;
  if (!oneDayOneTime) return plainSpaces(hours().formatRange(start, end));
  const zone = floridaZoneNameOf(from);
  const opens = twelveHourTime(from);
  if (from.hour === to.hour && from.minute === to.minute) return `${opens.time} ${opens.period} ${zone}`;
  return `${timeRange(opens, twelveHourTime(to))} ${zone}`;
}

/** The day and the hours of an open house, in Southwest Florida time. */
export function openHouseTimes(openHouse: Pick<OpenHouse, 'OpenHouseStartTime' | 'OpenHouseEndTime'>): OpenHouseTimes {
  const start = new Date(openHouse.OpenHouseStartTime);
  const end = new Date(openHouse.OpenHouseEndTime);
  return { date: plainSpaces(formatFloridaWeekday(start)), time: hoursOfDay(start, end) };
}

/** An instant as `Nov 20, 2026, 3:04 PM EST` in Southwest Florida time; empty when it is not a date. */
export function formatSwflDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return plainSpaces(`${formatFloridaDateTime(date)} ${floridaTimeZoneName(date)}`);
}

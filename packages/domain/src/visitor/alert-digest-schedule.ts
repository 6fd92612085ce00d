import { LOCAL_TIME_ZONE } from '../open-house/open-house-window.ts';
import { instantToLocalDateTime } from '../shared/local-date-time.ts';

// When the daily and weekly alert digests go out (issue 14 part 6, ADR 0033): each morning at a set hour of Florida
// time, and on Mondays at that hour. A period is named by the local date of the send it starts with.

/** The alert frequencies mailed as a digest of every change since the last one. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** The local hour (0–23, Florida time) the digests go out at when none is configured. */
export const DEFAULT_DIGEST_HOUR = 7;

const DAY_MS = 86_400_000;

/** Whether a value is a whole hour of the day, 0 to 23. */
export function isDigestHour(hour: number): boolean {
  return Number.isInteger(hour) && hour >= 0 && hour <= 23;
}

/**
 * The period a digest run at `now` belongs to: the Florida date (`YYYY-MM-DD`) of the latest scheduled send at or
 * before `now` (daily: that day at `hour`; weekly: that Monday at `hour`). A digest is due when this differs from the
 * period of the last digest sent.
 */
export function digestPeriodAt(frequency: DigestFrequency, now: Date, hour: number): string {
  const local = instantToLocalDateTime(now.toISOString(), LOCAL_TIME_ZONE);
  const [year, month, day, localHour] = [
    local.slice(0, 4),
    local.slice(5, 7),
    local.slice(8, 10),
    local.slice(11, 13),
  ].map(Number) as [number, number, number, number];
  let date = Date.UTC(year, month - 1, day) - (localHour < hour ? DAY_MS : 0);
  if (frequency === 'weekly') date -= ((new Date(date).getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(date).toISOString().slice(0, 10);
}

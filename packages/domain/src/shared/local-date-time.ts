const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** How far a time zone's clocks are ahead of UTC at an instant, in milliseconds (daylight saving included). */
export function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  const name = offsetFormat(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/**
 * An instant as the wall-clock time of a time zone, written `YYYY-MM-DDTHH:mm` (what a
 * date-and-time input holds); empty for a missing or unreadable instant.
 */
export function instantToLocalDateTime(instant: string | null, timeZone: string): string {
  const ms = instant === null ? Number.NaN : Date.parse(instant);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + timeZoneOffsetMs(new Date(ms), timeZone)).toISOString().slice(0, 16);
}

/**
 * The instant (ISO 8601) a wall-clock time `YYYY-MM-DDTHH:mm` of a time zone names; null when the
 * text is not such a time. A time skipped when clocks spring forward reads as the hour after;
 * a time repeated when they fall back reads as its first occurrence.
 */
export function localDateTimeToInstant(local: string, timeZone: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const earlier = asUtc - timeZoneOffsetMs(new Date(asUtc - 86_400_000 / 2), timeZone);
  const later = asUtc - timeZoneOffsetMs(new Date(asUtc + 86_400_000 / 2), timeZone);
  const candidates = [earlier, later].filter(
    (ms) => instantToLocalDateTime(new Date(ms).toISOString(), timeZone) === local.trim(),
  );
  return new Date(candidates.length > 0 ? Math.min(...candidates) : Math.max(earlier, later)).toISOString();
}

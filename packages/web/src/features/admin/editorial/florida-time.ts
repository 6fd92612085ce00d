import { LOCAL_TIME_ZONE } from '@app/domain';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: LOCAL_TIME_ZONE });

/** `Mar 3, 2026, 9:00 AM` in Southwest Florida time; a dash for no instant. */
export function formatFloridaDateTime(instant: string | null): string {
  const ms = instant === null ? Number.NaN : Date.parse(instant);
  return Number.isNaN(ms) ? '—' : dateTime.format(ms);
}

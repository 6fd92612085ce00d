import { formatFloridaDateTime as formatInFlorida } from '../../../format/dates.ts';

/** `Mar 3, 2026, 9:00 AM` in Southwest Florida time; a dash for no instant. */
export function formatFloridaDateTime(instant: string | null): string {
  const ms = instant === null ? Number.NaN : Date.parse(instant);
  return Number.isNaN(ms) ? '—' : formatInFlorida(ms);
}

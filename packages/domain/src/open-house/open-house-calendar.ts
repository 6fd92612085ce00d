import type { OpenHouse } from './open-house.ts';

/** An open house as a calendar entry: what both the `.ics` file and the Google Calendar link carry. */
export interface CalendarEntry {
  /** Stable across downloads, so a calendar updates the entry instead of adding a second one. */
  readonly uid: string;
  /** ISO 8601 instants. */
  readonly start: string;
  readonly end: string;
  readonly title: string;
  readonly location: string;
  readonly description: string;
  /** The listing's page on the site (absolute). */
  readonly url: string;
}

/** The calendar entry of an open house at an address, with the listing's page and the team that holds it. */
export function openHouseCalendarEntry(
  openHouse: OpenHouse,
  context: { readonly address: string; readonly pageUrl: string; readonly teamName: string; readonly host: string },
): CalendarEntry {
  const remarks = openHouse.OpenHouseRemarks?.trim() ?? '';
  return {
    uid: `open-house-${openHouse.OpenHouseKey}@${context.host}`,
    start: openHouse.OpenHouseStartTime,
    end: openHouse.OpenHouseEndTime,
    title: `Open house: ${context.address}`,
    location: context.address,
    description: [remarks, `Hosted by ${context.teamName}. Details and photos: ${context.pageUrl}`]
      .filter((part) => part !== '')
      .join('\n\n'),
    url: context.pageUrl,
  };
}

/** An instant in the iCalendar and Google Calendar UTC form: `20261128T150000Z`. */
export function calendarUtc(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A text value escaped for iCalendar (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeCalendarText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** How many octets a character takes in UTF-8. */
function utf8Size(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with one space, and no UTF-8 character
 * is cut in two.
 */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Size(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A one-event iCalendar file (RFC 5545) for the entry, stamped at the instant; lines end in CRLF. */
export function calendarFile(entry: CalendarEntry, stampedAt: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Palmetto Realty Group//Open houses//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${calendarUtc(stampedAt)}`,
    `DTSTART:${calendarUtc(entry.start)}`,
    `DTEND:${calendarUtc(entry.end)}`,
    `SUMMARY:${escapeCalendarText(entry.title)}`,
    `LOCATION:${escapeCalendarText(entry.location)}`,
    `DESCRIPTION:${escapeCalendarText(entry.description)}`,
    `URL:${entry.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join('\r\n') + '\r\n';
}

/** The Google Calendar address that opens a new event filled in with the entry. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const query = [
    ['action', 'TEMPLATE'],
    ['text', entry.title],
    ['dates', `${calendarUtc(entry.start)}/${calendarUtc(entry.end)}`],
    ['location', entry.location],
    ['details', entry.description],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}

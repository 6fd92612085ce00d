import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarFile,
  calendarUtc,
  escapeCalendarText,
  foldCalendarLine,
  googleCalendarUrl,
  openHouseCalendarEntry,
} from './open-house-calendar.ts';
import type { OpenHouse } from './open-house.ts';

const OPEN_HOUSE: OpenHouse = {
  OpenHouseKey: 'OH-226000501-1',
  ListingKey: 'LK-226000501',
  ListingId: '226000501',
  OpenHouseStartTime: '2026-11-28T17:00:00.000Z',
  OpenHouseEndTime: '2026-11-28T19:00:00.000Z',
  OpenHouseRemarks: 'Gulf views; bring your boat, questions.',
};
const entry = openHouseCalendarEntry(OPEN_HOUSE, {
  address: '1200 Gulf Shore Blvd N, Unit 402, Naples, FL 34102',
  pageUrl: 'https://palmetto.example/properties/226000501',
  teamName: 'The Palmetto Team',
  host: 'palmetto.example',
});

/** The file's lines unfolded (RFC 5545 3.1), for reading back. */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe(calendarFile, () => {
  it('is one VEVENT in UTC with the address, the remarks and the page, lines in CRLF', () => {
    const file = calendarFile(entry, '2026-11-26T13:00:00.000Z');
    expect(file.endsWith('\r\n')).toBe(true);
    expect(unfold(file)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Palmetto Realty Group//Open houses//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:open-house-OH-226000501-1@palmetto.example',
      'DTSTAMP:20261126T130000Z',
      'DTSTART:20261128T170000Z',
      'DTEND:20261128T190000Z',
      'SUMMARY:Open house: 1200 Gulf Shore Blvd N\\, Unit 402\\, Naples\\, FL 34102',
      'LOCATION:1200 Gulf Shore Blvd N\\, Unit 402\\, Naples\\, FL 34102',
      'DESCRIPTION:Gulf views\\; bring your boat\\, questions.\\n\\nHosted by The Palmetto Team. Details and photos: ' +
        'https://palmetto.example/properties/226000501',
      'URL:https://palmetto.example/properties/226000501',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

describe(foldCalendarLine, () => {
  const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

  it('keeps every physical line within 75 octets and unfolds back to the line, whole characters only', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${escapeCalendarText(text)}`;
        const folded = foldCalendarLine(line);
        for (const physical of folded.split('\r\n')) expect(utf8Length(physical)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });
});

describe(escapeCalendarText, () => {
  it('leaves no bare line break, comma or semicolon, and reads back to the text', () => {
    const unescape = (value: string) =>
      value.replace(/\\(n|\\|;|,)/g, (_, sign: string) => (sign === 'n' ? '\n' : sign));
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeCalendarText(text.replace(/\r/g, ''));
        expect(escaped).not.toMatch(/\n|(^|[^\\])(\\\\)*[,;]/);
        expect(unescape(escaped)).toBe(text.replace(/\r/g, ''));
      }),
    );
  });
});

describe(googleCalendarUrl, () => {
  it('opens a new Google Calendar event with the title, the UTC times, the place and the details', () => {
    const url = new URL(googleCalendarUrl(entry));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: entry.title,
      dates: '20261128T170000Z/20261128T190000Z',
      location: entry.location,
      details: entry.description,
    });
  });
});

describe(calendarUtc, () => {
  it('writes any instant as basic UTC to the second', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          expect(calendarUtc(date.toISOString())).toMatch(/^\d{8}T\d{6}Z$/);
        },
      ),
    );
  });
});

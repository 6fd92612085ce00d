import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToLocalDateTime, localDateTimeToInstant } from './local-date-time.ts';

const ZONE = 'America/New_York';
const minuteInstant = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 })
  .map((minutes) => new Date(minutes * 60_000).toISOString());

describe(instantToLocalDateTime, () => {
  it('writes an instant as Southwest Florida wall-clock time, in winter and in summer', () => {
    expect(instantToLocalDateTime('2026-01-15T14:30:00.000Z', ZONE)).toBe('2026-01-15T09:30');
    expect(instantToLocalDateTime('2026-07-04T14:30:00.000Z', ZONE)).toBe('2026-07-04T10:30');
  });

  it('is empty for no instant or an unreadable one', () => {
    expect(instantToLocalDateTime(null, ZONE)).toBe('');
    expect(instantToLocalDateTime('soon', ZONE)).toBe('');
  });
});

describe(localDateTimeToInstant, () => {
  it('reads wall-clock time in the zone, daylight saving included', () => {
    expect(localDateTimeToInstant('2026-01-15T09:30', ZONE)).toBe('2026-01-15T14:30:00.000Z');
    expect(localDateTimeToInstant('2026-07-04T10:30', ZONE)).toBe('2026-07-04T14:30:00.000Z');
  });

  it('reads a repeated fall-back time as its first occurrence and a skipped time as the hour after', () => {
    expect(localDateTimeToInstant('2026-11-01T01:30', ZONE)).toBe('2026-11-01T05:30:00.000Z');
    expect(localDateTimeToInstant('2026-03-08T02:30', ZONE)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const text of ['', '2026-02-30T10:00', '2026-01-01 10:00', '2026-01-01T24:00', 'tomorrow'])
      expect(localDateTimeToInstant(text, ZONE)).toBeNull();
  });

  it('gives back the wall-clock time it read', () => {
    fc.assert(
      fc.property(minuteInstant, (instant) => {
        const local = instantToLocalDateTime(instant, ZONE);
        const read = localDateTimeToInstant(local, ZONE);
        expect(read).not.toBeNull();
        expect(instantToLocalDateTime(read, ZONE)).toBe(local);
      }),
    );
  });
});

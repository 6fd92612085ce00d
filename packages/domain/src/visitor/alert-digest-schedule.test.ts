import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digestPeriodAt, isDigestHour } from './alert-digest-schedule.ts';

describe('digestPeriodAt', () => {
  it('names a day by its morning send, Florida time, daylight saving included', () => {
    // 11:59 UTC is 6:59 in Naples in November (EST), 12:00 UTC is 7:00.
    expect(digestPeriodAt('daily', new Date('2026-11-26T11:59:00Z'), 7)).toBe('2026-11-25');
    expect(digestPeriodAt('daily', new Date('2026-11-26T12:00:00Z'), 7)).toBe('2026-11-26');
    // In July (EDT) 7:00 in Naples is 11:00 UTC.
    expect(digestPeriodAt('daily', new Date('2026-07-01T10:59:00Z'), 7)).toBe('2026-06-30');
    expect(digestPeriodAt('daily', new Date('2026-07-01T11:00:00Z'), 7)).toBe('2026-07-01');
    // 23:30 in Naples is already the next day in UTC.
    expect(digestPeriodAt('daily', new Date('2026-11-27T04:30:00Z'), 7)).toBe('2026-11-26');
  });

  it('names a week by its Monday send', () => {
    // Monday November 23, 2026 at 7:00 EST is 12:00 UTC.
    expect(digestPeriodAt('weekly', new Date('2026-11-23T11:59:00Z'), 7)).toBe('2026-11-16');
    expect(digestPeriodAt('weekly', new Date('2026-11-23T12:00:00Z'), 7)).toBe('2026-11-23');
    expect(digestPeriodAt('weekly', new Date('2026-11-29T23:00:00Z'), 7)).toBe('2026-11-23');
    expect(digestPeriodAt('weekly', new Date('2026-11-30T12:00:00Z'), 7)).toBe('2026-11-30');
  });

  it('moves on exactly once a day (daily) or once a week (weekly), never backwards', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * 24 * 60 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom('daily' as const, 'weekly' as const),
        (minutes, hour, frequency) => {
          const now = new Date(start + minutes * 60_000);
          const period = digestPeriodAt(frequency, now, hour);
          const later = digestPeriodAt(frequency, new Date(now.getTime() + 60_000), hour);
          expect(later >= period).toBe(true);
          const span = frequency === 'daily' ? 1 : 7;
          // A span (plus a daylight-saving hour) later, the period is the next one or, when the send was an hour
          // away, the one after.
          const next = digestPeriodAt(frequency, new Date(now.getTime() + span * 86_400_000 + 3_600_000), hour);
          const days = (Date.parse(next) - Date.parse(period)) / 86_400_000;
          expect([span, 2 * span]).toContain(days);
          if (frequency === 'weekly') expect(new Date(period).getUTCDay()).toBe(1);
        },
      ),
    );
  });

  it('accepts only whole hours of a day', () => {
    expect([0, 7, 23].every(isDigestHour)).toBe(true);
    expect([-1, 24, 7.5, Number.NaN].some(isDigestHour)).toBe(false);
  });
});

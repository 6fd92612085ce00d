import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { officeDateTime, officeTimestamp } from './office-time.ts';

describe('office time', () => {
  it('writes an instant in Florida time with its offset, in winter and in summer', () => {
    expect(officeTimestamp('2026-01-15T17:04:05.000Z')).toBe('2026-01-15T12:04:05-05:00');
    expect(officeTimestamp('2026-07-15T17:04:05.000Z')).toBe('2026-07-15T13:04:05-04:00');
    expect(officeTimestamp('not a date')).toBe('');
  });

  it('labels the readable time ET', () => {
    expect(officeDateTime('2026-01-15T17:04:05.000Z')).toBe('Jan 15, 2026, 12:04 PM ET');
    expect(officeDateTime('')).toBe('');
  });

  it('names the same instant it was given (the offset undoes the local time)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2099-12-31') }), (ms) => {
        const instant = new Date(Math.floor(ms / 1000) * 1000).toISOString();
        expect(new Date(officeTimestamp(instant)).toISOString()).toBe(instant);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatFloridaDateTime, formatFloridaLongDate, formatUtcMonthYear, formatUtcShortDay } from './dates.ts';
import { formatCompactDollars, formatDollars } from './money.ts';
import { formatCount, formatRounded } from './numbers.ts';

describe('the shared formatters', () => {
  it('write money and counts in US English', () => {
    expect(formatDollars(625000)).toBe('$625,000');
    expect(formatCompactDollars(1250000)).toBe('$1.3M');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatRounded(1234.6)).toBe('1,235');
  });

  it('write Florida days and UTC calendar days', () => {
    expect(formatFloridaDateTime(Date.parse('2026-03-03T14:00:00Z'))).toBe('Mar 3, 2026, 9:00 AM');
    expect(formatFloridaLongDate(Date.parse('2026-03-04T03:00:00Z'))).toBe('March 3, 2026');
    expect(formatUtcMonthYear(new Date('2026-10-15T12:00:00Z'))).toBe('October 2026');
    expect(formatUtcShortDay(new Date('2026-10-31T00:00:00Z'))).toBe('Oct 31');
  });
});

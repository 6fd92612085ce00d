import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstWeekday, marketUpdateDue, officeMonth } from './market-update-schedule.ts';

const FL = 'America/New_York';

describe(marketUpdateDue, () => {
  it('is due from 9 o’clock Florida time on the first weekday of the month', () => {
    // Nov 2026 starts on a Sunday: the first weekday is Monday the 2nd. 9:00 EST is 14:00 UTC.
    expect(marketUpdateDue(Date.parse('2026-11-01T20:00:00Z'), FL)).toBe(false);
    expect(marketUpdateDue(Date.parse('2026-11-02T13:59:00Z'), FL)).toBe(false);
    expect(marketUpdateDue(Date.parse('2026-11-02T14:00:00Z'), FL)).toBe(true);
    expect(marketUpdateDue(Date.parse('2026-11-30T10:00:00Z'), FL)).toBe(true);
    // Dec 1, 2026 is a Tuesday; at 02:00 UTC it is still Nov 30 in Florida.
    expect(marketUpdateDue(Date.parse('2026-12-01T13:00:00Z'), FL)).toBe(false);
    expect(officeMonth(Date.parse('2026-12-01T02:00:00Z'), FL)).toBe('2026-11');
  });

  it('property: the first weekday is the first day of the month that is Monday to Friday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const day = firstWeekday(year, month);
        const weekday = (d: number) => new Date(Date.UTC(year, month - 1, d)).getUTCDay();
        expect([1, 2, 3, 4, 5]).toContain(weekday(day));
        for (let d = 1; d < day; d += 1) expect([0, 6]).toContain(weekday(d));
      }),
    );
  });
});

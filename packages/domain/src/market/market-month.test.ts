import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysBetween,
  firstDayOfMonth,
  isMarketMonth,
  lastCompleteMonth,
  lastDayOfMonth,
  monthName,
  monthOfDay,
  monthsBetween,
  monthsEndingAt,
} from './market-month.ts';

const monthArbitrary = fc
  .record({ year: fc.integer({ min: 1990, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);

describe(addMonths, () => {
  it('crosses year ends both ways', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-10', -12)).toBe('2025-10');
  });

  it('is undone by going back as many months, and monthsBetween counts them', () => {
    fc.assert(
      fc.property(monthArbitrary, fc.integer({ min: -400, max: 400 }), (month, count) => {
        const moved = addMonths(month, count);
        expect(isMarketMonth(moved)).toBe(true);
        expect(addMonths(moved, -count)).toBe(month);
        expect(monthsBetween(month, moved)).toBe(count);
        expect(moved > month).toBe(count > 0);
      }),
    );
  });
});

describe(lastDayOfMonth, () => {
  it('knows the length of every month, leap years included', () => {
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-04')).toBe('2026-04-30');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
    expect(firstDayOfMonth('2026-12')).toBe('2026-12-01');
  });

  it('is the day before the first day of the next month', () => {
    fc.assert(
      fc.property(monthArbitrary, (month) => {
        expect(daysBetween(lastDayOfMonth(month), firstDayOfMonth(addMonths(month, 1)))).toBe(1);
        expect(monthOfDay(lastDayOfMonth(month))).toBe(month);
      }),
    );
  });
});

describe(lastCompleteMonth, () => {
  it('is the month before, unless the day ends its month', () => {
    expect(lastCompleteMonth('2026-11-01T00:00:00.000Z')).toBe('2026-10');
    expect(lastCompleteMonth('2026-11-21')).toBe('2026-10');
    expect(lastCompleteMonth('2026-10-31')).toBe('2026-10');
    expect(lastCompleteMonth('2026-01-15')).toBe('2025-12');
  });
});

describe(monthsEndingAt, () => {
  it('lists consecutive months oldest first, ending with the given one', () => {
    expect(monthsEndingAt('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsEndingAt('2026-02', 0)).toEqual([]);
  });
});

describe(daysBetween, () => {
  it('counts whole days, negative backwards, by the date part of timestamps', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(daysBetween('2026-03-07T23:59:00Z', '2026-03-08T00:01:00Z')).toBe(1);
  });
});

describe(monthName, () => {
  it('names the month, with its year when asked', () => {
    expect(monthName('2026-10')).toBe('October');
    expect(monthName('2026-01', true)).toBe('January 2026');
  });
});

describe(isMarketMonth, () => {
  it('accepts YYYY-MM only', () => {
    expect(isMarketMonth('2026-10')).toBe(true);
    expect(['2026-13', '2026-00', '2026-1', '26-10', '2026-10-01'].some(isMarketMonth)).toBe(false);
  });
});

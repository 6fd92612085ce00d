import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { officeHoursArbitrary } from '@app/testing';
import {
  WEEKDAYS,
  formatClockTime,
  officeHoursIssues,
  officeHoursRows,
  type OfficeHours,
  type Weekday,
} from './office-hours.ts';

const WEEK: OfficeHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' },
  { days: ['Saturday'], opens: '10:00', closes: '14:00' },
];

const clockTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

function daysNamed(row: string): Weekday[] {
  return row.split(', ').flatMap((part) => {
    const [first, last] = part.split(' – ') as [Weekday, Weekday | undefined];
    if (last === undefined) return [first];
    return WEEKDAYS.slice(WEEKDAYS.indexOf(first), WEEKDAYS.indexOf(last) + 1);
  });
}

describe(formatClockTime, () => {
  it('reads 24-hour times as am and pm', () => {
    expect(formatClockTime('09:00')).toBe('9:00 am');
    expect(formatClockTime('12:30')).toBe('12:30 pm');
    expect(formatClockTime('17:05')).toBe('5:05 pm');
    expect(formatClockTime('00:15')).toBe('12:15 am');
  });

  it('keeps the minutes and says am exactly before noon', () => {
    fc.assert(
      fc.property(clockTime, (time) => {
        const formatted = formatClockTime(time);
        expect(formatted.endsWith(Number(time.slice(0, 2)) < 12 ? 'am' : 'pm')).toBe(true);
        expect(formatted).toContain(`:${time.slice(3)} `);
      }),
    );
  });
});

describe(officeHoursRows, () => {
  it('merges the weekdays into a range and closes the days not listed', () => {
    expect(officeHoursRows(WEEK)).toEqual([
      { days: 'Monday – Friday', time: '9:00 am – 5:30 pm' },
      { days: 'Saturday', time: '10:00 am – 2:00 pm' },
      { days: 'Sunday', time: 'Closed' },
    ]);
  });

  it('names two days or a broken run one by one', () => {
    expect(
      officeHoursRows([{ days: ['Saturday', 'Sunday', 'Monday', 'Wednesday'], opens: '10:00', closes: '12:00' }])[0],
    ).toEqual({
      days: 'Monday, Wednesday, Saturday, Sunday',
      time: '10:00 am – 12:00 pm',
    });
  });

  it('shows nothing when no hours are kept', () => {
    expect(officeHoursRows([])).toEqual([]);
  });

  it('names every day of the week exactly once', () => {
    fc.assert(
      fc.property(officeHoursArbitrary, (hours) => {
        fc.pre(hours.length > 0);
        const named = officeHoursRows(hours).flatMap((row) => daysNamed(row.days));
        expect([...named].sort()).toEqual([...WEEKDAYS].sort());
      }),
    );
  });
});

describe(officeHoursIssues, () => {
  it('accepts a usual week', () => {
    expect(officeHoursIssues(WEEK)).toEqual([]);
  });

  it('names bad times, closing before opening, no days and a day listed twice', () => {
    expect(
      officeHoursIssues([
        { days: [], opens: '9:00', closes: '17:00' },
        { days: ['Monday'], opens: '17:00', closes: '09:00' },
        { days: ['Monday'], opens: '08:00', closes: '12:00' },
      ]).map((issue) => issue.message),
    ).toEqual([
      'Choose at least one day',
      'Times must be written as HH:MM (24-hour)',
      'The office must close after it opens',
      'Monday is listed twice',
    ]);
  });

  it('accepts every list of disjoint days that open before they close', () => {
    fc.assert(
      fc.property(officeHoursArbitrary, (hours) => {
        expect(officeHoursIssues(hours)).toEqual([]);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isIsoDate,
  localIsoDate,
  LOCAL_TIME_ZONE,
  localDate,
  openHouseWindow,
  startOfLocalDay,
  UPCOMING_DAYS,
} from './open-house-window.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SATURDAY = 6;
const SUNDAY = 0;

/** Any instant from 2020 to 2035, often one near the daylight-saving weekends of 2026. */
const instantArbitrary: fc.Arbitrary<Date> = fc
  .oneof(
    fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
    fc.integer({ min: Date.UTC(2026, 2, 5), max: Date.UTC(2026, 2, 10) }),
    fc.integer({ min: Date.UTC(2026, 9, 29), max: Date.UTC(2026, 10, 3) }),
  )
  .map((ms) => new Date(ms));

/** A calendar day `YYYY-MM-DD` from 1971 to 2099. */
const isoDateArbitrary: fc.Arbitrary<string> = fc
  .integer({ min: Date.UTC(1971, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

const at = (iso: string) => new Date(iso);
const dayOf = (instant: Date, timeZone: string = LOCAL_TIME_ZONE) => {
  const { year, month, day } = localDate(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
const previousDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
/** Whether an instant is the first of a local day. */
const isLocalMidnight = (instant: Date, timeZone: string = LOCAL_TIME_ZONE) =>
  dayOf(new Date(instant.getTime() - 1), timeZone) !== dayOf(instant, timeZone);

describe(localDate, () => {
  it('gives the Southwest Florida date and weekday, not the UTC one', () => {
    expect(localDate(at('2026-03-07T04:30:00Z'))).toEqual({ year: 2026, month: 3, day: 6, weekday: 5 });
    expect(localDate(at('2026-03-07T05:00:00Z'))).toEqual({ year: 2026, month: 3, day: 7, weekday: SATURDAY });
    expect(localDate(at('2026-03-07T04:30:00Z'), 'UTC')).toEqual({ year: 2026, month: 3, day: 7, weekday: SATURDAY });
  });

  it('gives the same Southwest Florida day and weekday as Intl (worked out without it from 2007 to 2099)', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: LOCAL_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
    });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    fc.assert(
      fc.property(
        fc.oneof(
          instantArbitrary,
          fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2110, 0, 1) }).map((ms) => new Date(ms)),
        ),
        (instant) => {
          const parts = intl.formatToParts(instant);
          const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
          expect(localDate(instant)).toEqual({
            year: Number(part('year')),
            month: Number(part('month')),
            day: Number(part('day')),
            weekday: weekdays.indexOf(part('weekday')),
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with the UTC calendar in UTC', () => {
    fc.assert(
      fc.property(instantArbitrary, (instant) => {
        expect(localDate(instant, 'UTC')).toEqual({
          year: instant.getUTCFullYear(),
          month: instant.getUTCMonth() + 1,
          day: instant.getUTCDate(),
          weekday: instant.getUTCDay(),
        });
      }),
    );
  });
});

describe(startOfLocalDay, () => {
  it('is 05:00 UTC in winter and 04:00 UTC in summer in Southwest Florida', () => {
    expect(startOfLocalDay(2026, 1, 15).toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfLocalDay(2026, 7, 4).toISOString()).toBe('2026-07-04T04:00:00.000Z');
  });

  it('finds midnight on both daylight-saving days of 2026', () => {
    expect(startOfLocalDay(2026, 3, 8).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay(2026, 3, 9).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay(2026, 11, 1).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfLocalDay(2026, 11, 2).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('finds midnight on daylight-saving days in a time zone far ahead of UTC', () => {
    expect(startOfLocalDay(2026, 10, 4, 'Australia/Sydney').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(startOfLocalDay(2026, 10, 5, 'Australia/Sydney').toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(startOfLocalDay(2026, 4, 5, 'Australia/Sydney').toISOString()).toBe('2026-04-04T13:00:00.000Z');
  });

  it('is the first instant of that local day, in any of several time zones', () => {
    fc.assert(
      fc.property(
        isoDateArbitrary,
        fc.constantFrom(
          LOCAL_TIME_ZONE,
          'UTC',
          'America/Los_Angeles',
          'Europe/Berlin',
          'Asia/Kolkata',
          'Australia/Sydney',
        ),
        (iso, timeZone) => {
          const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
          const start = startOfLocalDay(year, month, day, timeZone);
          expect(dayOf(start, timeZone)).toBe(iso);
          expect(dayOf(new Date(start.getTime() - 1), timeZone)).toBe(previousDay(iso));
        },
      ),
    );
  });
});

describe(isIsoDate, () => {
  it('accepts real dates written YYYY-MM-DD, leap days included', () => {
    for (const text of ['2026-03-08', '2024-02-29', '2000-02-29', '1999-12-31']) expect(isIsoDate(text)).toBe(true);
  });

  it('refuses impossible dates and other spellings', () => {
    for (const text of [
      '2026-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-00-10',
      '2026-3-8',
      '03/08/2026',
      '2026-03-08T00:00',
      '',
      ' 2026-03-08',
    ])
      expect(isIsoDate(text)).toBe(false);
  });

  it('accepts every calendar day', () => {
    fc.assert(
      fc.property(isoDateArbitrary, (iso) => {
        expect(isIsoDate(iso)).toBe(true);
      }),
    );
  });

  it('accepts exactly the texts that read back as the same UTC calendar day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const date = new Date(`${text}T00:00:00Z`);
          expect(isIsoDate(text)).toBe(!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text);
        },
      ),
    );
  });
});

describe(openHouseWindow, () => {
  it(`looks ${UPCOMING_DAYS} days ahead from now for upcoming open houses`, () => {
    expect(openHouseWindow({ kind: 'upcoming' }, at('2026-03-04T17:00:00Z'))).toEqual({
      from: '2026-03-04T17:00:00.000Z',
      to: '2026-04-03T17:00:00.000Z',
    });
  });

  it('looks 7 days ahead from now for the next 7 days', () => {
    expect(openHouseWindow({ kind: 'next-7-days' }, at('2026-03-04T17:00:00Z'))).toEqual({
      from: '2026-03-04T17:00:00.000Z',
      to: '2026-03-11T17:00:00.000Z',
    });
  });

  it('spans the coming Saturday and Sunday during the week, 47 hours on the weekend clocks spring forward', () => {
    expect(openHouseWindow({ kind: 'weekend' }, at('2026-03-04T17:00:00Z'))).toEqual({
      from: '2026-03-07T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
  });

  it('spans 49 hours on the weekend clocks fall back', () => {
    expect(openHouseWindow({ kind: 'weekend' }, at('2026-10-28T12:00:00Z'))).toEqual({
      from: '2026-10-31T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });
  });

  it('starts at Saturday midnight on a Friday evening that is already Saturday in UTC', () => {
    expect(openHouseWindow({ kind: 'weekend' }, at('2026-03-07T04:30:00Z'))).toEqual({
      from: '2026-03-07T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
  });

  it('starts now and keeps the same weekend on a Saturday or Sunday', () => {
    expect(openHouseWindow({ kind: 'weekend' }, at('2026-03-07T18:00:00Z'))).toEqual({
      from: '2026-03-07T18:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
    expect(openHouseWindow({ kind: 'weekend' }, at('2026-03-09T03:30:00Z'))).toEqual({
      from: '2026-03-09T03:30:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
  });

  it('covers one whole local day for a date: 24 hours, 23 on 2026-03-08 and 25 on 2026-11-01', () => {
    const now = at('2026-01-01T12:00:00Z');
    expect(openHouseWindow({ kind: 'date', date: '2026-07-04' }, now)).toEqual({
      from: '2026-07-04T04:00:00.000Z',
      to: '2026-07-05T04:00:00.000Z',
    });
    expect(openHouseWindow({ kind: 'date', date: '2026-03-08' }, now)).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
    expect(openHouseWindow({ kind: 'date', date: '2026-11-01' }, now)).toEqual({
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });
  });

  it('always starts before it ends and never before now, except for a chosen date', () => {
    fc.assert(
      fc.property(
        instantArbitrary,
        fc.constantFrom<'upcoming' | 'weekend' | 'next-7-days'>('upcoming', 'weekend', 'next-7-days'),
        (now, kind) => {
          const { from, to } = openHouseWindow({ kind }, now);
          expect(Date.parse(from)).toBeLessThan(Date.parse(to));
          expect(Date.parse(from)).toBeGreaterThanOrEqual(now.getTime());
          expect(new Date(from).toISOString()).toBe(from);
          expect(new Date(to).toISOString()).toBe(to);
        },
      ),
    );
  });

  it('covers the rest of this weekend or all of the next one, Saturday and Sunday local days only', () => {
    fc.assert(
      fc.property(instantArbitrary, (now) => {
        const from = new Date(openHouseWindow({ kind: 'weekend' }, now).from);
        const to = new Date(openHouseWindow({ kind: 'weekend' }, now).to);
        const today = localDate(now).weekday;
        if (today === SATURDAY || today === SUNDAY) expect(from).toEqual(now);
        else expect(localDate(from).weekday === SATURDAY && isLocalMidnight(from)).toBe(true);
        expect(localDate(to).weekday === 1 && isLocalMidnight(to)).toBe(true);
        expect(localDate(new Date(to.getTime() - 1)).weekday).toBe(SUNDAY);
        expect([SATURDAY, SUNDAY]).toContain(localDate(from).weekday);
        expect(to.getTime() - from.getTime()).toBeLessThanOrEqual(49 * HOUR_MS);
        expect(to.getTime() - now.getTime()).toBeLessThanOrEqual(7 * DAY_MS + HOUR_MS);
      }),
    );
  });

  it('covers all of Saturday and Sunday when asked during the week', () => {
    fc.assert(
      fc.property(instantArbitrary, (now) => {
        fc.pre(![SATURDAY, SUNDAY].includes(localDate(now).weekday));
        const { from, to } = openHouseWindow({ kind: 'weekend' }, now);
        expect(Date.parse(to) - Date.parse(from)).toBeGreaterThanOrEqual(47 * HOUR_MS);
        expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(49 * HOUR_MS);
      }),
    );
  });

  it('spans a date from its local midnight to the next, 23, 24 or 25 hours, whenever asked', () => {
    fc.assert(
      fc.property(isoDateArbitrary, instantArbitrary, (date, now) => {
        const { from, to } = openHouseWindow({ kind: 'date', date }, now);
        expect(dayOf(new Date(from))).toBe(date);
        expect(isLocalMidnight(new Date(from))).toBe(true);
        expect(isLocalMidnight(new Date(to))).toBe(true);
        expect(dayOf(new Date(Date.parse(to) - 1))).toBe(date);
        expect([23, 24, 25]).toContain((Date.parse(to) - Date.parse(from)) / HOUR_MS);
      }),
    );
  });
});

describe(localIsoDate, () => {
  it('writes the Southwest Florida calendar date, which is the day before UTC late in the evening', () => {
    expect(localIsoDate(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-26');
    expect(localIsoDate(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
  });

  it('always agrees with localDate and sorts as the dates do', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 * 86_400_000 }),
        (instant, later) => {
          const { year, month, day } = localDate(instant);
          expect(localIsoDate(instant)).toBe(
            `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
          );
          expect(localIsoDate(new Date(instant.getTime() + later)) >= localIsoDate(instant)).toBe(true);
        },
      ),
    );
  });
});

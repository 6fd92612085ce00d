import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OpenHouseFilter } from '@app/domain';
import { openHouseParams, parseOpenHouseQuery, PAST_DATE_ISSUE, pickOpenHouseParams } from './open-house-filter.ts';

const TODAY = '2020-01-01';

const isoDate = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const filterArbitrary: fc.Arbitrary<OpenHouseFilter> = fc.oneof(
  fc.constantFrom<OpenHouseFilter>({ kind: 'upcoming' }, { kind: 'weekend' }, { kind: 'next-7-days' }),
  isoDate.map((date): OpenHouseFilter => ({ kind: 'date', date })),
);

describe(parseOpenHouseQuery, () => {
  it('reads back every filter and page it writes', () => {
    fc.assert(
      fc.property(filterArbitrary, fc.integer({ min: 1, max: 100 }), (filter, page) => {
        expect(parseOpenHouseQuery(openHouseParams(filter, page), TODAY)).toEqual({ filter, page, issue: null });
      }),
    );
  });

  it('falls back to upcoming open houses, saying why', () => {
    expect(parseOpenHouseQuery({ when: 'someday' }, TODAY)).toMatchObject({
      filter: { kind: 'upcoming' },
      issue: 'Unknown filter “someday”; showing upcoming open houses instead',
    });
    expect(parseOpenHouseQuery({ date: '2026-02-30' }, TODAY).filter).toEqual({ kind: 'upcoming' });
    expect(parseOpenHouseQuery({ page: 'x' }, TODAY)).toMatchObject({
      page: 1,
      issue: 'The page number was not understood',
    });
  });

  it('lets a date win over a window', () => {
    expect(parseOpenHouseQuery({ when: 'weekend', date: '2026-11-28' }, TODAY).filter).toEqual({
      kind: 'date',
      date: '2026-11-28',
    });
  });
});

describe('a date that has passed', () => {
  it('is refused with a reason, and today is still a date one can choose', () => {
    expect(parseOpenHouseQuery({ date: '2026-11-25' }, '2026-11-26')).toEqual({
      filter: { kind: 'upcoming' },
      page: 1,
      issue: PAST_DATE_ISSUE,
    });
    expect(parseOpenHouseQuery({ date: '2026-11-26' }, '2026-11-26').filter).toEqual({
      kind: 'date',
      date: '2026-11-26',
    });
  });

  it('is refused exactly when it comes before today', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (date, today) => {
        const { filter } = parseOpenHouseQuery({ date }, today);
        expect(filter.kind === 'date').toBe(date >= today);
      }),
    );
  });
});

describe(openHouseParams, () => {
  it('writes the short forms of the address', () => {
    expect(openHouseParams({ kind: 'upcoming' })).toEqual({});
    expect(openHouseParams({ kind: 'weekend' })).toEqual({ when: 'weekend' });
    expect(openHouseParams({ kind: 'date', date: '2026-11-28' }, 2)).toEqual({ date: '2026-11-28', page: '2' });
  });
});

describe(pickOpenHouseParams, () => {
  it('keeps only the page’s own parameters', () => {
    expect(pickOpenHouseParams({ when: 'weekend', city: 'Naples', page: 2 })).toEqual({ when: 'weekend', page: '2' });
  });
});

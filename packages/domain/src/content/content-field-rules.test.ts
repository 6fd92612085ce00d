import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '../shared/slug.ts';
import {
  isCalendarDay,
  isEmailAddress,
  isInstant,
  isPhoneNumber,
  slugIssues,
  textIssues,
  wholeNumberIssues,
} from './content-field-rules.ts';

describe(textIssues, () => {
  it('requires a text that is not blank and limits its length', () => {
    const rule = { label: 'Name', max: 5, required: true };
    expect(textIssues('name', ' Ann ', rule)).toEqual([]);
    expect(textIssues('name', '  ', rule)).toEqual([{ field: 'name', message: 'Name is required' }]);
    expect(textIssues('name', 'Annabel', rule)).toEqual([
      { field: 'name', message: 'Name must be at most 5 characters' },
    ]);
    expect(textIssues('bio', '', { label: 'Bio', max: 5 })).toEqual([]);
  });
});

describe(slugIssues, () => {
  it('accepts what slugify makes of a name, and nothing that is not a slug', () => {
    expect(slugIssues('slug', slugify("Fiddler's Creek"))).toEqual([]);
    for (const slug of ['', 'Pelican-Bay', 'pelican bay', '-pelican', 'pelican--bay', 'café', 'a'.repeat(101)])
      expect(slugIssues('slug', slug), slug).toHaveLength(1);
  });

  it('accepts every non-empty slugified text up to 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const slug = slugify(text);
        expect(slugIssues('slug', slug)).toHaveLength(slug === '' ? 1 : 0);
      }),
    );
  });
});

describe(isEmailAddress, () => {
  it('takes addresses with a user, a host and a top-level domain', () => {
    expect(isEmailAddress('amelia@palmettorealtygroup.com')).toBe(true);
    for (const email of ['amelia', 'amelia@', '@palmetto.com', 'amelia@palmetto', 'a b@palmetto.com'])
      expect(isEmailAddress(email), email).toBe(false);
  });
});

describe(isPhoneNumber, () => {
  it('takes US and international forms with at least 7 digits', () => {
    for (const phone of ['(239) 555-0142', '239.555.0142', '+1 239 555 0142', '+44 20 7946 0958'])
      expect(isPhoneNumber(phone), phone).toBe(true);
    for (const phone of ['555', 'call me', '(((((((', '239-555-0142 ext 4'])
      expect(isPhoneNumber(phone), phone).toBe(false);
  });
});

describe(isCalendarDay, () => {
  it('takes real days written YYYY-MM-DD, leap days included', () => {
    for (const day of ['2026-03-01', '2024-02-29']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['2025-02-29', '2026-13-01', '2026-04-31', '2026-3-1', '03/01/2026', '2026-03-01T00:00:00Z'])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it('agrees with the calendar for any day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          expect(isCalendarDay(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});

describe(isInstant, () => {
  it('takes ISO 8601 instants with a time and a zone', () => {
    for (const instant of [
      '2026-03-01T09:00:00Z',
      '2026-03-01T09:00Z',
      '2026-03-01T09:00:00.123Z',
      '2026-03-01T09:00:00-05:00',
    ])
      expect(isInstant(instant), instant).toBe(true);
    for (const instant of ['2026-03-01', '2026-03-01T09:00:00', 'March 1, 2026', '2026-02-30T09:00:00Z', ''])
      expect(isInstant(instant), instant).toBe(false);
  });
});

describe(wholeNumberIssues, () => {
  it('takes whole numbers within the bounds only', () => {
    expect(wholeNumberIssues('rating', 5, 'Rating', 1, 5)).toEqual([]);
    for (const value of [0, 6, 4.5, Number.NaN])
      expect(wholeNumberIssues('rating', value, 'Rating', 1, 5)).toEqual([
        { field: 'rating', message: 'Rating must be a whole number from 1 to 5' },
      ]);
  });
});

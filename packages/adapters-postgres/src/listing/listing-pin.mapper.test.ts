import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingPinsFromText, readDecimal } from './listing-pin.mapper.ts';

const text = (fields: readonly string[]) => fields.join('\x1f');

describe(readDecimal, () => {
  it('reads any number Postgres writes exactly as Number() does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.integer({ min: -180_000_000, max: 180_000_000 }).map((micro) => micro / 1e6),
        ),
        (value) => {
          const written = String(value);
          expect(Object.is(readDecimal(`x${written}y`, 1, written.length + 1), Number(written))).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it.each(['26.123456', '-81.7', '0.5', '725000', '1250000.5', '1e-7', '-0', '123456789012345678', '26.'])(
    'reads %s',
    (written) => {
      expect(Object.is(readDecimal(written, 0, written.length), Number(written))).toBe(true);
    },
  );
});

describe(listingPinsFromText, () => {
  it('reads six fields per pin, an empty price as none', () => {
    const pins = listingPinsFromText(
      text([
        'K1',
        '226000001',
        '26.1',
        '-81.8',
        '725000',
        'Active',
        'K2',
        '226000002',
        '26.25',
        '-81.75',
        '',
        'Active Under Contract',
      ]),
    );

    expect(pins).toEqual([
      {
        ListingKey: 'K1',
        ListingId: '226000001',
        Latitude: 26.1,
        Longitude: -81.8,
        ListPrice: 725_000,
        StandardStatus: 'Active',
      },
      {
        ListingKey: 'K2',
        ListingId: '226000002',
        Latitude: 26.25,
        Longitude: -81.75,
        ListPrice: null,
        StandardStatus: 'Active Under Contract',
      },
    ]);
  });

  it('answers no pins for no text', () => {
    expect(listingPinsFromText(null)).toEqual([]);
    expect(listingPinsFromText('')).toEqual([]);
  });

  it('keeps a status it does not know as written', () => {
    expect(listingPinsFromText(text(['K1', '1', '26', '-81', '1', 'Temporarily Off Market']))[0]?.StandardStatus).toBe(
      'Temporarily Off Market',
    );
  });

  it('refuses a text that is not whole pins', () => {
    expect(() => listingPinsFromText(text(['K1', '226000001', '26.1']))).toThrow(/Malformed pins/);
  });
});

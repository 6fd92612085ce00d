import { listingAddressFieldsArbitrary, listingLocationFieldsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatListingAddress, formatListingLocation } from './listing-address.ts';

const NO_ADDRESS = {
  StreetNumber: null,
  StreetDirPrefix: null,
  StreetName: null,
  StreetDirSuffix: null,
  StreetSuffix: null,
  UnitNumber: null,
};

function cleaned(part: string | null): string {
  return (part ?? '').trim().replace(/\s+/g, ' ');
}

describe(formatListingAddress, () => {
  it('joins every part with single spaces in the spec order', () => {
    expect(
      formatListingAddress({
        StreetNumber: '123',
        StreetDirPrefix: 'N',
        StreetName: 'Gulf Shore',
        StreetDirSuffix: 'SW',
        StreetSuffix: 'Blvd',
        UnitNumber: '4B',
      }),
    ).toBe('123 N Gulf Shore SW Blvd Unit 4B');
  });

  it('skips empty parts', () => {
    expect(
      formatListingAddress({
        ...NO_ADDRESS,
        StreetNumber: '800',
        StreetDirPrefix: '',
        StreetName: 'Pelican Bay',
        StreetSuffix: 'Dr',
      }),
    ).toBe('800 Pelican Bay Dr');
  });

  it('writes the unit as Unit {n} and leaves it out when there is none', () => {
    expect(formatListingAddress({ ...NO_ADDRESS, StreetName: 'Bay', UnitNumber: '101' })).toBe('Bay Unit 101');
    expect(formatListingAddress({ ...NO_ADDRESS, StreetName: 'Bay', UnitNumber: '  ' })).toBe('Bay');
  });

  it('collapses padding and inner runs of spaces', () => {
    expect(
      formatListingAddress({
        ...NO_ADDRESS,
        StreetNumber: ' 12 ',
        StreetName: 'Vanderbilt   Beach\t',
        UnitNumber: ' 2 ',
      }),
    ).toBe('12 Vanderbilt Beach Unit 2');
  });

  it('is empty when every part is missing', () => {
    expect(formatListingAddress(NO_ADDRESS)).toBe('');
  });

  it('never has double spaces or leading or trailing space', () => {
    fc.assert(
      fc.property(listingAddressFieldsArbitrary, (fields) => {
        const address = formatListingAddress(fields);
        expect(address).not.toMatch(/\s\s|^\s|\s$/);
      }),
    );
  });

  it('contains every non-empty part, in order', () => {
    fc.assert(
      fc.property(listingAddressFieldsArbitrary, (fields) => {
        const unit = cleaned(fields.UnitNumber);
        const parts = [
          fields.StreetNumber,
          fields.StreetDirPrefix,
          fields.StreetName,
          fields.StreetDirSuffix,
          fields.StreetSuffix,
        ]
          .map(cleaned)
          .concat(unit === '' ? [] : [`Unit ${unit}`])
          .filter((part) => part !== '');
        expect(formatListingAddress(fields)).toBe(parts.join(' '));
      }),
    );
  });
});

describe(formatListingLocation, () => {
  it("reads 'City, State PostalCode'", () => {
    expect(formatListingLocation({ City: 'Naples', StateOrProvince: 'FL', PostalCode: '34102' })).toBe(
      'Naples, FL 34102',
    );
  });

  it('trims stray commas', () => {
    expect(formatListingLocation({ City: 'Naples,', StateOrProvince: ', FL', PostalCode: '34102,' })).toBe(
      'Naples, FL 34102',
    );
  });

  it('leaves no leading comma when the city is missing', () => {
    expect(formatListingLocation({ City: null, StateOrProvince: 'FL', PostalCode: '34102' })).toBe('FL 34102');
    expect(formatListingLocation({ City: ' , ', StateOrProvince: 'FL', PostalCode: null })).toBe('FL');
  });

  it('leaves no trailing comma when state and postal code are missing', () => {
    expect(formatListingLocation({ City: 'Fort Myers', StateOrProvince: null, PostalCode: '' })).toBe('Fort Myers');
  });

  it('keeps the postal code when only the state is missing', () => {
    expect(formatListingLocation({ City: 'Estero', StateOrProvince: '', PostalCode: '33928' })).toBe('Estero, 33928');
  });

  it('is empty when nothing is known', () => {
    expect(formatListingLocation({ City: null, StateOrProvince: null, PostalCode: null })).toBe('');
  });

  it('never starts or ends with a comma or a space', () => {
    fc.assert(
      fc.property(listingLocationFieldsArbitrary, (fields) => {
        expect(formatListingLocation(fields)).not.toMatch(/^[,\s]|[,\s]$/);
      }),
    );
  });

  it('never has double spaces and holds at most one ", " after the city', () => {
    fc.assert(
      fc.property(listingLocationFieldsArbitrary, (fields) => {
        const location = formatListingLocation(fields);
        expect(location).not.toMatch(/\s\s/);
        const city = cleaned(fields.City).replace(/^[,\s]+|[,\s]+$/g, '');
        if (city !== '' && location !== city) expect(location.startsWith(`${city}, `)).toBe(true);
      }),
    );
  });
});

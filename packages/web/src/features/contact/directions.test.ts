import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { directionsUrl, officeAddressLine } from './directions.ts';

const office = { streetAddress: '800 Fifth Avenue South', city: 'Naples', stateOrProvince: 'FL', postalCode: '34102' };

describe(directionsUrl, () => {
  it('asks Google Maps for directions to the office address', () => {
    expect(officeAddressLine(office)).toBe('800 Fifth Avenue South, Naples, FL 34102');
    expect(directionsUrl(office)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=800%20Fifth%20Avenue%20South%2C%20Naples%2C%20FL%2034102',
    );
  });

  it('carries any address whole in the destination parameter', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (streetAddress, city) => {
        const url = new URL(directionsUrl({ ...office, streetAddress, city }));
        expect(url.searchParams.get('destination')).toBe(officeAddressLine({ ...office, streetAddress, city }));
        expect(url.searchParams.get('api')).toBe('1');
      }),
    );
  });
});

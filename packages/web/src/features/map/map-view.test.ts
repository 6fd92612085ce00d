import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundsContain, type GeoBounds, type ListingPin } from '@app/domain';
import { pinsExtent } from './map-view.ts';

describe(pinsExtent, () => {
  it('holds every pin', () => {
    const pin = fc.record({
      Latitude: fc.double({ min: 25, max: 27, noNaN: true }),
      Longitude: fc.double({ min: -83, max: -81, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(pin, { minLength: 1, maxLength: 50 }), (points) => {
        const pins = points.map((point, i): ListingPin => ({
          ...point,
          ListingId: `L${i}`,
          ListingKey: `K${i}`,
          ListPrice: null,
          StandardStatus: 'Active',
        }));
        const extent = pinsExtent(pins) as GeoBounds;
        for (const p of pins) expect(boundsContain(extent, { lat: p.Latitude, lng: p.Longitude })).toBe(true);
      }),
    );
    expect(pinsExtent([])).toBeNull();
  });
});

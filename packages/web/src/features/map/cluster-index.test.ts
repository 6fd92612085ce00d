import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ListingPin } from '@app/domain';
import {
  CLUSTER_MAX_ZOOM,
  clusterCountLabel,
  clusterSize,
  createClusterIndex,
  markerKeyOf,
  markersInView,
  type MapMarker,
} from './cluster-index.ts';
import { SWFL_BOUNDS } from './map-view.ts';

const WORLD = { south: -85, west: -180, north: 85, east: 180 };

const pinArbitrary = fc
  .record({
    ListingId: fc.stringMatching(/^[A-Z0-9]{4,8}$/),
    Latitude: fc.double({ min: SWFL_BOUNDS.south, max: SWFL_BOUNDS.north, noNaN: true }),
    Longitude: fc.double({ min: SWFL_BOUNDS.west, max: SWFL_BOUNDS.east, noNaN: true }),
    ListPrice: fc.option(fc.integer({ min: 50_000, max: 30_000_000 }), { nil: null }),
    StandardStatus: fc.constantFrom('Active', 'Pending', 'Coming Soon', 'Active Under Contract', 'Closed'),
  })
  .map((pin): ListingPin => ({ ...pin, ListingKey: pin.ListingId }));

const pinsArbitrary = fc.uniqueArray(pinArbitrary, { selector: (pin) => pin.ListingId, maxLength: 300 });

const homesShown = (markers: readonly MapMarker[]) =>
  markers.reduce((sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 1), 0);

describe(markersInView, () => {
  it('shows every home exactly once, at any zoom', () => {
    fc.assert(
      fc.property(pinsArbitrary, fc.integer({ min: 0, max: 20 }), (pins, zoom) => {
        expect(homesShown(markersInView(createClusterIndex(pins), WORLD, zoom))).toBe(pins.length);
      }),
      { numRuns: 60 },
    );
  });

  it('groups a crowded town into clusters when zoomed out and shows each home closer in', () => {
    const pins: ListingPin[] = Array.from({ length: 50 }, (_, i) => ({
      ListingKey: `K${i}`,
      ListingId: `L${i}`,
      Latitude: 26.14 + (i % 10) * 0.001,
      Longitude: -81.79 + Math.floor(i / 10) * 0.001,
      ListPrice: 1_200_000,
      StandardStatus: 'Active',
    }));
    const index = createClusterIndex(pins);
    const far = markersInView(index, WORLD, 9);
    expect(far).toHaveLength(1);
    expect(far[0]).toMatchObject({ kind: 'cluster', count: 50, countLabel: '50', label: '50 homes here. Zoom in' });
    expect(far[0]?.kind === 'cluster' && [...far[0].listingIds].sort()).toEqual(
      pins.map((pin) => pin.ListingId).sort(),
    );
    expect(far[0]?.kind === 'cluster' && far[0].expansionZoom).toBeGreaterThan(9);
    const near = markersInView(index, WORLD, CLUSTER_MAX_ZOOM + 1);
    expect(near.every((marker) => marker.kind === 'pin')).toBe(true);
    expect(near[0]).toMatchObject({ priceLabel: '$1.2M', color: '#1f6f35', label: '$1.2M: For sale, $1,200,000' });
  });
});

describe(markerKeyOf, () => {
  it('finds the pin or the cluster holding a listing', () => {
    fc.assert(
      fc.property(
        pinsArbitrary.filter((pins) => pins.length > 0),
        fc.integer({ min: 5, max: 18 }),
        (pins, zoom) => {
          const index = createClusterIndex(pins);
          const markers = markersInView(index, WORLD, zoom);
          const target = pins[0] as ListingPin;
          const key = markerKeyOf(markers, target.ListingId);
          expect(markers.some((marker) => marker.key === key)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe(clusterCountLabel, () => {
  it('abbreviates thousands, and the spoken label starts with what the bubble shows', () => {
    const pins: ListingPin[] = Array.from({ length: 1_421 }, (_, i) => ({
      ListingKey: `K${i}`,
      ListingId: `L${i}`,
      Latitude: 26.14,
      Longitude: -81.79,
      ListPrice: null,
      StandardStatus: 'Active',
    }));
    expect(markersInView(createClusterIndex(pins), WORLD, 5)[0]).toMatchObject({
      countLabel: '1.4K',
      label: '1.4K homes here (1,421). Zoom in',
    });
    expect(clusterCountLabel(999)).toBe('999');
    expect(clusterCountLabel(1_250)).toBe('1.2K');
    expect(clusterCountLabel(12_900)).toBe('12K');
  });
});

describe(clusterSize, () => {
  it('grows with the count and stays between 30 and 64 pixels', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(clusterSize(low)).toBeLessThanOrEqual(clusterSize(high));
        expect(clusterSize(low)).toBeGreaterThanOrEqual(30);
        expect(clusterSize(high)).toBeLessThanOrEqual(64);
      }),
    );
  });
});

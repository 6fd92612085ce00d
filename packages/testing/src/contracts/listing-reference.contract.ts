import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeoPoint, Listing, ListingStore, OpenHouseStore } from '@app/domain';
import { listingsArbitrary } from '../arbitraries/listing.arbitrary.ts';
import { InMemoryListingStore } from '../fakes/in-memory-listing-store.ts';
import { InMemoryOpenHouseStore } from '../fakes/in-memory-open-house-store.ts';
import { listingCriteriaArbitrary, openHousesArbitrary } from './listing-criteria.arbitrary.ts';

const keys = (listings: readonly { ListingKey: string }[]) => listings.map((listing) => listing.ListingKey);

function distanceToSegment(point: GeoPoint, a: GeoPoint, b: GeoPoint): number {
  const [dx, dy] = [b.lng - a.lng, b.lat - a.lat];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((point.lng - a.lng) * dx + (point.lat - a.lat) * dy) / length));
  return Math.hypot(point.lng - (a.lng + t * dx), point.lat - (a.lat + t * dy));
}

/**
 * Whether a listing lies so close to a polygon's edge, or level with a corner, that floating-point
 * tolerances may decide its side (geometric operators compare within 1e-6; the domain leaves edges open).
 */
function nearPolygonEdge(listing: Listing, polygon: readonly GeoPoint[]): boolean {
  if (listing.Latitude === null || listing.Longitude === null) return false;
  const point = { lat: listing.Latitude, lng: listing.Longitude };
  return polygon.some((corner, index) => {
    const next = polygon[(index + 1) % polygon.length] as GeoPoint;
    return distanceToSegment(point, corner, next) < 1e-5 || Math.abs(corner.lat - point.lat) < 1e-5;
  });
}

interface Stores {
  readonly store: ListingStore;
  readonly openHouses: OpenHouseStore;
  reset(): Promise<void>;
}

/**
 * For random listings, open houses and criteria, the adapter answers find, search and pins exactly
 * as the in-memory reference does: the same listings in the same order, the same cards and totals.
 */
export function describeListingReference(stores: () => Stores): void {
  describe('random criteria', () => {
    it('answer what the in-memory reference answers', async () => {
      const scenario = listingsArbitrary({ minLength: 5, maxLength: 30 }).chain((listings) =>
        fc.record({
          listings: fc.constant(listings),
          openHouses: openHousesArbitrary(listings),
          criteria: fc.array(listingCriteriaArbitrary, { minLength: 4, maxLength: 10 }),
        }),
      );
      await fc.assert(
        fc.asyncProperty(scenario, async ({ listings, openHouses, criteria }) => {
          const polygons = criteria.flatMap((each) => (each.polygon === undefined ? [] : [each.polygon]));
          const kept = listings.filter(
            (listing: Listing) => !polygons.some((polygon) => nearPolygonEdge(listing, polygon)),
          );
          const reference = new InMemoryListingStore(kept);
          await new InMemoryOpenHouseStore(reference).upsertMany(openHouses);
          await stores().reset();
          await stores().store.upsertMany(kept);
          await stores().openHouses.upsertMany(openHouses);

          for (const each of criteria) {
            expect(keys(await stores().store.find(each))).toEqual(keys(await reference.find(each)));
            expect(await stores().store.search(each)).toEqual(await reference.search(each));
            expect(await stores().store.pins(each)).toEqual(await reference.pins(each));
          }
        }),
        // No shrinking: every shrink step rewrites a database, which takes minutes; the full scenario is printed.
        { numRuns: 60, endOnFailure: true },
      );
    });
  });
}

import type { GeoPoint } from './geo.ts';

/** Miles in one degree of latitude. */
export const MILES_PER_DEGREE = 69.0;

/**
 * The distance between two points in miles, on a flat map around `from` (equirectangular): within a county it is
 * within a fraction of a percent of the great-circle distance, and a database can compute the same formula.
 */
export function distanceMiles(from: GeoPoint, to: GeoPoint): number {
  const lngScale = Math.cos((from.lat * Math.PI) / 180);
  const dLat = to.lat - from.lat;
  const dLng = (to.lng - from.lng) * lngScale;
  return MILES_PER_DEGREE * Math.sqrt(dLat * dLat + dLng * dLng);
}

/** A position in degrees (WGS 84). */
export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

/** A latitude/longitude box; `west` may be greater than `east` only across the antimeridian, which this site never
 * needs. */
export interface GeoBounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/** Most corners a drawn search shape may have (keeps URLs and queries bounded). */
export const MAX_POLYGON_POINTS = 100;

/** Whether a point has a valid latitude and longitude. */
export function isValidPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180
  );
}

/** Whether a box is well formed: valid corners, south below north and west left of east. */
export function isValidBounds(bounds: GeoBounds): boolean {
  return (
    isValidPoint({ lat: bounds.south, lng: bounds.west }) &&
    isValidPoint({ lat: bounds.north, lng: bounds.east }) &&
    bounds.south < bounds.north &&
    bounds.west < bounds.east
  );
}

/** Whether a point lies inside a box (edges included). */
export function boundsContain(bounds: GeoBounds, point: GeoPoint): boolean {
  return point.lat >= bounds.south && point.lat <= bounds.north && point.lng >= bounds.west && point.lng <= bounds.east;
}

/** The smallest box around a polygon's corners. */
export function boundsOfPolygon(polygon: readonly GeoPoint[]): GeoBounds {
  return {
    south: Math.min(...polygon.map((point) => point.lat)),
    west: Math.min(...polygon.map((point) => point.lng)),
    north: Math.max(...polygon.map((point) => point.lat)),
    east: Math.max(...polygon.map((point) => point.lng)),
  };
}

/**
 * Whether a point lies inside a polygon (even-odd ray casting; the polygon closes itself from
 * its last corner back to its first). Points exactly on an edge may count either way.
 */
export function polygonContains(polygon: readonly GeoPoint[], point: GeoPoint): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i] as GeoPoint;
    const b = polygon[j] as GeoPoint;
    const crosses = a.lat > point.lat !== b.lat > point.lat;
    if (crosses && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) inside = !inside;
  }
  return inside;
}

/** Whether a polygon can be searched: 3 to 100 valid corners. */
export function isValidPolygon(polygon: readonly GeoPoint[]): boolean {
  return polygon.length >= 3 && polygon.length <= MAX_POLYGON_POINTS && polygon.every(isValidPoint);
}

import type { GeoBounds, GeoPoint } from './geo.ts';

const DECIMALS = 5;

/** Rounds to the URL precision; `+ 0` turns -0 into 0, which the URL writes as `0` anyway. */
function round(value: number): number {
  return Number(value.toFixed(DECIMALS)) + 0;
}

/** A box in a URL: `south,west,north,east` with 5 decimals (about 1 m). */
export function formatBoundsParam(bounds: GeoBounds): string {
  return [bounds.south, bounds.west, bounds.north, bounds.east].map((value) => round(value)).join(',');
}

/**
 * Reads `south,west,north,east`, rounded to the 5 decimals the URL form keeps (so writing it back
 * loses nothing); null when it is not four numbers.
 */
export function parseBoundsParam(text: string): GeoBounds | null {
  const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  return roundBounds({ south, west, north, east });
}

/** A polygon in a URL: `lat,lng` corners joined by `_`, 5 decimals each. */
export function formatPolygonParam(polygon: readonly GeoPoint[]): string {
  return polygon.map((point) => `${round(point.lat)},${round(point.lng)}`).join('_');
}

/** Reads `lat,lng_lat,lng_…`, rounded to 5 decimals like `parseBoundsParam`; null when any corner is not two numbers.
 * */
export function parsePolygonParam(text: string): GeoPoint[] | null {
  const corners = text
    .split('_')
    .map((corner) => corner.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part))));
  if (corners.some((corner) => corner.length !== 2 || corner.some((value) => !Number.isFinite(value)))) return null;
  return roundPolygon(corners.map(([lat, lng]) => ({ lat: lat as number, lng: lng as number })));
}

/** Rounds a box to the precision its URL form keeps, so parse(format(b)) equals the rounded box. */
export function roundBounds(bounds: GeoBounds): GeoBounds {
  return { south: round(bounds.south), west: round(bounds.west), north: round(bounds.north), east: round(bounds.east) };
}

/** Rounds a polygon to the precision its URL form keeps. */
export function roundPolygon(polygon: readonly GeoPoint[]): GeoPoint[] {
  return polygon.map((point) => ({ lat: round(point.lat), lng: round(point.lng) }));
}

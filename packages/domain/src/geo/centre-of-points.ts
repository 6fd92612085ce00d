import { isValidPoint, type GeoPoint } from './geo.ts';

/** How far one arrow key moves a map pin, in degrees (about 110 m north–south); with Shift, ten times as far. */
export const PIN_STEP_DEGREES = 0.001;

/**
 * The centre of the box around the valid points (a community's MLS homes), rounded to six decimals (about 10 cm), or
 * null when none is valid.
 */
export function centreOfPoints(points: readonly GeoPoint[]): GeoPoint | null {
  const valid = points.filter(isValidPoint);
  if (valid.length === 0) return null;
  const lats = valid.map((point) => point.lat);
  const lngs = valid.map((point) => point.lng);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    lat: round((Math.min(...lats) + Math.max(...lats)) / 2),
    lng: round((Math.min(...lngs) + Math.max(...lngs)) / 2),
  };
}

/** A pin moved by one arrow key (`big` with Shift), kept on the globe; six decimals. */
export function nudgedPoint(point: GeoPoint, key: 'up' | 'down' | 'left' | 'right', big = false): GeoPoint {
  const step = PIN_STEP_DEGREES * (big ? 10 : 1);
  const clamp = (value: number, limit: number) => Math.round(Math.min(Math.max(value, -limit), limit) * 1e6) / 1e6;
  const lat = point.lat + (key === 'up' ? step : key === 'down' ? -step : 0);
  const lng = point.lng + (key === 'right' ? step : key === 'left' ? -step : 0);
  return { lat: clamp(lat, 90), lng: clamp(lng, 180) };
}

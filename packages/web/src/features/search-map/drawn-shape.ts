import { MAX_POLYGON_POINTS, isValidPolygon, roundPolygon, type GeoPoint } from '@app/domain';

const samePoint = (a: GeoPoint, b: GeoPoint) => a.lat === b.lat && a.lng === b.lng;

/**
 * The search shape the clicked corners make: rounded to the address's precision, with repeated
 * corners dropped (a double-click lands twice on one spot) and the ring left open; null when
 * fewer than 3 corners remain.
 */
export function shapeFromCorners(corners: readonly GeoPoint[]): GeoPoint[] | null {
  const shape: GeoPoint[] = [];
  for (const corner of roundPolygon(corners)) {
    const last = shape[shape.length - 1];
    if (last === undefined || !samePoint(last, corner)) shape.push(corner);
  }
  const first = shape[0];
  if (shape.length > 1 && first !== undefined && samePoint(first, shape[shape.length - 1] as GeoPoint)) shape.pop();
  return isValidPolygon(shape) ? shape : null;
}

/** Whether another corner may be added (a shape has at most 100). */
export function canAddCorner(corners: readonly GeoPoint[]): boolean {
  return corners.length < MAX_POLYGON_POINTS;
}

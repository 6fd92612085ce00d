import {
  boundsOfPolygon,
  formatBoundsParam,
  formatPolygonParam,
  listingSearchParams,
  roundBounds,
  roundPolygon,
  type GeoBounds,
  type GeoPoint,
  type ListingSearch,
} from '@app/domain';
import { withFilters } from '../search/filter-chips.ts';
import type { MapView } from '../map/map-view.ts';

/** The search limited to the box the map shows (page 1); the drawn shape, if any, stays. */
export function withMapArea(search: ListingSearch, bounds: GeoBounds): ListingSearch {
  return withFilters(search, { bounds: roundBounds(bounds) });
}

/** The search limited to a drawn shape (page 1), replacing any map box: the shape is the area. */
export function withDrawnShape(search: ListingSearch, polygon: readonly GeoPoint[]): ListingSearch {
  return withFilters(search, { polygon: roundPolygon(polygon), bounds: undefined });
}

/** The search without its drawn shape. */
export function withoutDrawnShape(search: ListingSearch): ListingSearch {
  return withFilters(search, { polygon: undefined });
}

/** What decides the map's area, as the address writes it (`polygon=…`, else `bounds=…`, else empty). */
export function areaKey(search: ListingSearch): string {
  if (search.polygon) return `polygon=${formatPolygonParam(search.polygon)}`;
  if (search.bounds) return `bounds=${formatBoundsParam(search.bounds)}`;
  return '';
}

/** The pins a search needs, as a key: its filters without the order and page (the pins are all of them). */
export function pinsKey(search: ListingSearch): string {
  return new URLSearchParams(listingSearchParams({ ...search, sort: 'newest', page: 1 })).toString();
}

const SHAPE_MARGIN = 0.08;

/** Where the map opens for a search: its drawn shape (with a margin), its box, or null (fit the pins once they arrive).
 * */
export function areaView(search: ListingSearch): MapView | null {
  if (search.polygon) {
    const box = boundsOfPolygon(search.polygon);
    const lat = (box.north - box.south) * SHAPE_MARGIN;
    const lng = (box.east - box.west) * SHAPE_MARGIN;
    return { bounds: { south: box.south - lat, west: box.west - lng, north: box.north + lat, east: box.east + lng } };
  }
  if (search.bounds) return { bounds: search.bounds };
  return null;
}

import type { LatLngBounds, LatLngBoundsLiteral, Map as LeafletMap } from 'leaflet';
import type { GeoBounds, GeoPoint, ListingPin } from '@app/domain';

/** Where a map opens: a box to fit, or a centre and zoom level. */
export type MapView = { readonly bounds: GeoBounds } | { readonly center: GeoPoint; readonly zoom: number };

/** All of Southwest Florida the team covers, from Port Charlotte to Marco Island. */
export const SWFL_BOUNDS: GeoBounds = { south: 25.88, west: -82.3, north: 27.05, east: -81.55 };

/** A domain box as Leaflet's `[[south, west], [north, east]]`. */
function toLeafletBounds(bounds: GeoBounds): LatLngBoundsLiteral {
  return [
    [bounds.south, bounds.west],
    [bounds.north, bounds.east],
  ];
}

/** A Leaflet box as a domain box. */
export function fromLeafletBounds(box: LatLngBounds): GeoBounds {
  return { south: box.getSouth(), west: box.getWest(), north: box.getNorth(), east: box.getEast() };
}

/** The box a map shows right now. */
export function mapBounds(map: LeafletMap): GeoBounds {
  return fromLeafletBounds(map.getBounds());
}

/**
 * Moves a map to a view at once (no animation, so its `moveend` fires before this returns). A box is
 * fitted without padding, so a box the map itself reported comes back as the same view.
 */
export function showView(map: LeafletMap, view: MapView): void {
  if ('bounds' in view) map.fitBounds(toLeafletBounds(view.bounds), { animate: false, maxZoom: 15 });
  else map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false });
}

/** The smallest box around some pins; null for none. */
export function pinsExtent(pins: readonly ListingPin[]): GeoBounds | null {
  if (pins.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const pin of pins) {
    south = Math.min(south, pin.Latitude);
    north = Math.max(north, pin.Latitude);
    west = Math.min(west, pin.Longitude);
    east = Math.max(east, pin.Longitude);
  }
  const pad = 0.005;
  return { south: south - pad, west: west - pad, north: north + pad, east: east + pad };
}

import type { DivIcon } from 'leaflet';
import type { LeafletModule } from './load-leaflet.ts';
import type { MapMarker } from './cluster-index.ts';
import classes from './map.module.css';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The look of a marker: a navy bubble with the count, or a price tag in the status colour. */
export function markerIcon(L: LeafletModule, view: MapMarker): DivIcon {
  if (view.kind === 'cluster') {
    return L.divIcon({
      className: `${classes.marker} ${classes.cluster}`,
      html: escapeHtml(view.countLabel),
      iconSize: [view.size, view.size],
    });
  }
  return L.divIcon({
    className: `${classes.marker} ${classes.pin}`,
    html: escapeHtml(view.priceLabel),
    iconSize: undefined,
  });
}

/** Whether two markers with the same key look the same (so the drawn one can stay, keeping focus). */
export function sameMarker(a: MapMarker, b: MapMarker): boolean {
  return a.key === b.key && a.label === b.label && a.lat === b.lat && a.lng === b.lng;
}

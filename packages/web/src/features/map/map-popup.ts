import type { Map as LeafletMap, Marker, Popup } from 'leaflet';
import type { LeafletModule } from './load-leaflet.ts';
import classes from './map.module.css';

/** A listing's popup: the Leaflet popup and the element React renders its content into. */
export interface ListingPopup {
  readonly listingId: string;
  readonly marker: Marker;
  readonly node: HTMLDivElement;
  readonly leaflet: Popup;
  /** Opened with Enter or Space: focus goes into the popup and back to the pin on close. */
  readonly viaKeyboard: boolean;
}

const PIN_HEIGHT = 30;

/** Prepares a listing's popup above its pin (opened once its content is rendered, so it pans the map the right amount).
 * */
export function createListingPopup(
  L: LeafletModule,
  listingId: string,
  marker: Marker,
  viaKeyboard: boolean,
): ListingPopup {
  const node = document.createElement('div');
  const leaflet = L.popup({
    className: classes.popup ?? '',
    minWidth: 240,
    maxWidth: 240,
    offset: [0, -PIN_HEIGHT],
    autoPanPadding: [24, 24],
  })
    .setLatLng(marker.getLatLng())
    .setContent(node);
  return { listingId, marker, node, leaflet, viaKeyboard };
}

/**
 * Opens a prepared popup; `onClose` runs when the visitor closes it (×, Escape, a click on the
 * map, another popup). Answers the function that closes it without calling `onClose`.
 */
export function openListingPopup(map: LeafletMap, popup: ListingPopup, onClose: () => void): () => void {
  const closed = () => {
    onClose();
    if (!popup.viaKeyboard) return;
    const pin = popup.marker.getElement();
    (pin?.isConnected ? pin : map.getContainer()).focus({ preventScroll: true });
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') map.closePopup(popup.leaflet);
  };
  popup.leaflet.on('remove', closed);
  popup.node.addEventListener('keydown', escape);
  popup.leaflet.openOn(map);
  if (popup.viaKeyboard) popup.node.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
  return () => {
    popup.leaflet.off('remove', closed);
    popup.node.removeEventListener('keydown', escape);
    map.closePopup(popup.leaflet);
  };
}

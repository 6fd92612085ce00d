import type { Map as LeafletMap } from 'leaflet';
import type { PublicConfig } from '../../app/public-config.ts';
import type { LeafletModule } from './load-leaflet.ts';
import { TOWN_LABELS } from './town-labels.ts';
import classes from './map.module.css';

const TILE = 256;

/**
 * One square of the chart-paper grid: an empty element the stylesheet draws (CSS gradients, painted by the browser).
 * A canvas per square cost a phone's main thread the drawing and, at every frame while the map settled, a texture
 * upload per square (20–30 ms tasks on the map page, measured).
 */
function gridTile(): HTMLElement {
  const tile = document.createElement('div');
  tile.className = classes.gridTile ?? '';
  return tile;
}

/** A chart-paper grid that moves with the map and the names of the towns: no network needed. */
function addPlainBackground(L: LeafletModule, map: LeafletMap): void {
  const PlainGrid = class extends L.GridLayer {
    protected override createTile(): HTMLElement {
      return gridTile();
    }
  };
  new PlainGrid({ tileSize: TILE }).addTo(map);
  const pane = map.createPane('towns');
  pane.classList.add(classes.townPane ?? '');
  const labels = TOWN_LABELS.map((town) => {
    const icon = L.divIcon({ className: classes.town ?? '', html: town.name, iconSize: undefined });
    const label = L.marker([town.lat, town.lng], { icon, pane: 'towns', interactive: false, keyboard: false }).addTo(
      map,
    );
    label.getElement()?.setAttribute('aria-hidden', 'true');
    return { label, minZoom: town.minZoom };
  });
  const showFitting = () => {
    for (const { label, minZoom } of labels) label.setOpacity(map.getZoom() >= minZoom ? 1 : 0);
  };
  map.on('zoomend', showFitting);
  map.whenReady(showFitting);
}

/**
 * The map's background: the configured tile server, or (with none, as in the offline demo) a
 * plain sea-and-sand background on which pins, clusters and shapes work the same.
 */
export function addMapBackground(L: LeafletModule, map: LeafletMap, tiles: PublicConfig['mapTiles']): void {
  if (tiles === null) {
    addPlainBackground(L, map);
    return;
  }
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
}

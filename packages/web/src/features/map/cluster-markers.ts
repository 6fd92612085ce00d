import type { LayerGroup, Map as LeafletMap, Marker } from 'leaflet';
import type { ListingPin } from '@app/domain';
import { reloadOnce } from '../stale-build/reload-once.ts';
import { markerKeyOf, type ClusterMarker, type MapMarker } from './cluster-index.ts';
import type { ClusterReply, ClusterRequest } from './cluster-protocol.ts';
import type { LeafletModule } from './load-leaflet.ts';
import { markerIcon, sameMarker } from './marker-icon.ts';
import { fromLeafletBounds } from './map-view.ts';
import classes from './map.module.css';

/** What the markers tell the page. */
export interface ClusterMarkerEvents {
  /** A pin was hovered or focused (null: left). */
  readonly onHover: (listingId: string | null) => void;
  /** A pin was clicked or activated with Enter or Space. */
  readonly onOpen: (listingId: string, marker: Marker, viaKeyboard: boolean) => void;
}

const PAD = 0.25;
const HIGHLIGHT_Z = 10_000;

/**
 * The clustered markers of a set of pins on a Leaflet map: redrawn after every move (only the
 * markers that changed are replaced, so focus stays put), with one listing highlighted. The clustering runs in a
 * worker (cluster-worker.ts); each move asks it for the view's markers and draws the answer to the latest ask.
 */
export class ClusterMarkers {
  private readonly worker = new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module' });
  private readonly layer: LayerGroup;
  private readonly drawn = new Map<string, { marker: Marker; view: MapMarker }>();
  private views: readonly MapMarker[] = [];
  private highlightedId: string | null = null;
  private highlightedKey: string | null = null;
  private viewsAsked = 0;

  constructor(
    private readonly L: LeafletModule,
    private readonly map: LeafletMap,
    private readonly events: ClusterMarkerEvents,
  ) {
    this.layer = L.layerGroup().addTo(map);
    this.worker.addEventListener('message', (event: MessageEvent<ClusterReply>) => {
      if (event.data.id === this.viewsAsked) this.draw(event.data.markers);
    });
    // A plain `error` event (not an ErrorEvent from its code) means the worker's file did not load: a newer build
    // replaced this one while the page was open. Reload, as a page does when a chunk is gone.
    this.worker.addEventListener('error', (event) => {
      if (!(event instanceof ErrorEvent)) reloadOnce();
    });
    map.on('moveend', this.askView);
  }

  /** Replaces the pins (a new search). */
  setPins(pins: readonly ListingPin[]): void {
    this.ask({ kind: 'pins', pins });
    this.askView();
  }

  /** Highlights a listing's pin, or the cluster it is in. */
  setHighlight(listingId: string | null): void {
    this.highlightedId = listingId;
    this.applyHighlight();
  }

  /** Takes every marker off the map. */
  destroy(): void {
    this.map.off('moveend', this.askView);
    this.worker.terminate();
    this.layer.remove();
  }

  private ask(request: ClusterRequest): void {
    this.worker.postMessage(request);
  }

  private readonly askView = (): void => {
    this.viewsAsked += 1;
    this.ask({
      kind: 'view',
      id: this.viewsAsked,
      bounds: fromLeafletBounds(this.map.getBounds().pad(PAD)),
      zoom: this.map.getZoom(),
    });
  };

  private draw(views: readonly MapMarker[]): void {
    this.views = views;
    const keep = new Set<string>();
    for (const view of this.views) {
      keep.add(view.key);
      const current = this.drawn.get(view.key);
      if (current && sameMarker(current.view, view)) continue;
      current?.marker.remove();
      this.drawn.set(view.key, { marker: this.drawMarker(view), view });
    }
    for (const [key, { marker }] of this.drawn) {
      if (keep.has(key)) continue;
      marker.remove();
      this.drawn.delete(key);
    }
    this.applyHighlight(true);
  }

  private drawMarker(view: MapMarker): Marker {
    const marker = this.L.marker([view.lat, view.lng], {
      icon: markerIcon(this.L, view),
      keyboard: true,
      riseOnHover: true,
      zIndexOffset: view.kind === 'pin' ? 100 : 0,
    });
    const activate = (viaKeyboard: boolean) =>
      view.kind === 'cluster' ? this.zoomInto(view) : this.events.onOpen(view.listingId, marker, viaKeyboard);
    marker.on('click', () => activate(false));
    if (view.kind === 'pin') {
      marker.on('mouseover', () => this.events.onHover(view.listingId));
      marker.on('mouseout', () => this.events.onHover(null));
    }
    marker.addTo(this.layer);
    const element = marker.getElement();
    if (element) {
      element.setAttribute('aria-label', view.label);
      if (view.kind === 'pin') element.style.setProperty('--pin', view.color);
      element.dataset[view.kind === 'pin' ? 'pin' : 'cluster'] =
        view.kind === 'pin' ? view.listingId : String(view.count);
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        activate(true);
      });
      if (view.kind === 'pin') {
        element.addEventListener('focus', () => this.events.onHover(view.listingId));
        element.addEventListener('blur', () => this.events.onHover(null));
      }
    }
    return marker;
  }

  private zoomInto(cluster: ClusterMarker): void {
    const zoom = Math.min(cluster.expansionZoom, this.map.getMaxZoom());
    this.map.getContainer().focus({ preventScroll: true });
    this.map.setView([cluster.lat, cluster.lng], zoom);
  }

  /** Moves the highlight to the marker showing the listing; `redrawn`: markers may have been replaced, so mark it
   * again. */
  private applyHighlight(redrawn = false): void {
    const key = this.highlightedId === null ? null : markerKeyOf(this.views, this.highlightedId);
    if (key === this.highlightedKey && !redrawn) return;
    const previous = this.highlightedKey === null ? undefined : this.drawn.get(this.highlightedKey);
    previous?.marker.getElement()?.classList.remove(classes.highlighted ?? '');
    previous?.marker.getElement()?.removeAttribute('data-highlighted');
    previous?.marker.setZIndexOffset(previous.view.kind === 'pin' ? 100 : 0);
    const next = key === null ? undefined : this.drawn.get(key);
    next?.marker.getElement()?.classList.add(classes.highlighted ?? '');
    next?.marker.getElement()?.setAttribute('data-highlighted', 'true');
    next?.marker.setZIndexOffset(HIGHLIGHT_Z);
    this.highlightedKey = key;
  }
}

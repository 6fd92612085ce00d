import type { ReactNode } from 'react';
import type { ListingPin } from '@app/domain';
import { ClusterLayer } from './cluster-layer.tsx';
import { MapCanvas } from './map-canvas.tsx';
import type { MapView } from './map-view.ts';

/** What a listing map shows and tells its page. */
export interface ListingMapProps {
  readonly pins: readonly ListingPin[];
  /** The map's accessible name, e.g. "Map of 1,240 homes" (the list beside it is the text alternative). */
  readonly label: string;
  readonly height: number | string;
  readonly initialView: MapView;
  /** The listing whose pin stands out (its card is hovered or focused). */
  readonly highlightedId: string | null;
  /** A pin was hovered or focused (null: left). */
  readonly onHighlight: (listingId: string | null) => void;
  /** The small card shown when a pin is opened. */
  readonly renderPopup: (listingId: string) => ReactNode;
  /** Controls over the map (before it in the tab order). */
  readonly controls?: ReactNode;
  /** More layers on the same map (view syncing, drawing). */
  readonly children?: ReactNode;
  /** Load Leaflet only when the map comes near the screen (a map further down a page; see MapCanvas). */
  readonly loadWhenNear?: boolean;
}

/**
 * Thousands of listings on a map: clustered by supercluster (bubbles with counts that zoom in when
 * clicked), single pins with the short price in their status colour, keyboard-usable, on the
 * configured tiles or a plain offline background.
 */
export function ListingMap({
  pins,
  label,
  height,
  initialView,
  highlightedId,
  onHighlight,
  renderPopup,
  controls,
  children,
  loadWhenNear,
}: ListingMapProps) {
  return (
    <MapCanvas label={label} height={height} initialView={initialView} controls={controls} loadWhenNear={loadWhenNear}>
      <ClusterLayer pins={pins} highlightedId={highlightedId} onHighlight={onHighlight} renderPopup={renderPopup} />
      {children}
    </MapCanvas>
  );
}

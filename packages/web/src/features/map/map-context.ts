import { createContext, useContext } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import type { LeafletModule } from './load-leaflet.ts';

/** A live Leaflet map and the module that made it, handed to the layers drawn on it. */
export interface MapHandle {
  readonly L: LeafletModule;
  readonly map: LeafletMap;
}

/** The map a layer component draws on (set by MapCanvas once Leaflet has loaded). */
export const MapContext = createContext<MapHandle | null>(null);

/** The map this layer draws on; only valid inside a MapCanvas. */
export function useMapHandle(): MapHandle {
  const handle = useContext(MapContext);
  if (handle === null) throw new Error('A map layer must be rendered inside MapCanvas');
  return handle;
}

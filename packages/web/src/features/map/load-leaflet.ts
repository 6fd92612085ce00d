import type * as Leaflet from 'leaflet';

/** The Leaflet module, as its types describe it. */
export type LeafletModule = typeof Leaflet;

let loading: Promise<LeafletModule> | undefined;

/**
 * Loads Leaflet and its stylesheet, once, in the browser only: Leaflet touches `window` when it
 * is imported, so the server renderer must never import it.
 */
export function loadLeaflet(): Promise<LeafletModule> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([module]) => {
    const withDefault = module as LeafletModule & { default?: LeafletModule };
    return withDefault.default ?? withDefault;
  });
  return loading;
}

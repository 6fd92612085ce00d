import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { nextTask } from '../../app/next-task.ts';
import { useNearScreen } from '../../ui/use-near-screen.ts';
import { loadLeaflet } from './load-leaflet.ts';
import { addMapBackground } from './map-background.ts';
import { MapContext, type MapHandle } from './map-context.ts';
import { showView, type MapView } from './map-view.ts';
import classes from './map.module.css';

interface MapCanvasProps {
  /** The map's accessible name, e.g. "Map of 1,240 homes". */
  readonly label: string;
  /** CSS height of the map (kept by the server-rendered placeholder too, so nothing shifts). */
  readonly height: number | string;
  /** Where the map opens; later moves are up to the layers. */
  readonly initialView: MapView;
  /** Whether the mouse wheel zooms (off for small maps inside a scrolling page). */
  readonly scrollWheelZoom?: boolean;
  /** Controls over the map that need it (before it in the tab order), shown once it exists. */
  readonly controls?: ReactNode;
  /** Layers drawn on the map once it exists. */
  readonly children?: ReactNode;
  /**
   * Load Leaflet only when the map comes near the screen (a map further down a page, e.g. a property's location):
   * its code, stylesheet and set-up otherwise run while the page loads, for a map the visitor may never scroll to.
   */
  readonly loadWhenNear?: boolean;
}

/** How near the screen (px) a map that loads when near starts loading: about a phone screen ahead of the scroll. */
const LOAD_MARGIN = 800;

const KEYBOARD_HINT = 'Use the arrow keys to move the map and the plus and minus keys to zoom.';

/**
 * A Leaflet map, created in the browser only (the server renders a placeholder of the same size).
 * Tiles come from the deployment's setting; with none it draws a plain background.
 */
export function MapCanvas({
  label,
  height,
  initialView,
  scrollWheelZoom = true,
  controls,
  children,
  loadWhenNear = false,
}: MapCanvasProps) {
  const { config } = useRouteContext({ from: '__root__' });
  const tiles = config.mapTiles;
  const containerRef = useRef<HTMLDivElement>(null);
  const initialViewRef = useRef(initialView);
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const near = useNearScreen(LOAD_MARGIN);
  const wanted = !loadWhenNear || near.reached;

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let cleanup = () => {};
    const create = async () => {
      const L = await loadLeaflet();
      const container = containerRef.current;
      if (cancelled || container === null) return;
      const map = L.map(container, { scrollWheelZoom, zoomControl: true, zoomSnap: 0.5, minZoom: 7, maxZoom: 18 });
      const resize = new ResizeObserver(() => map.invalidateSize());
      cleanup = () => {
        resize.disconnect();
        map.remove();
      };
      map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
      const leafletControls = container.querySelector('.leaflet-control-container');
      if (leafletControls) container.prepend(leafletControls);
      // Each step in a task of its own: together they were one 30–45 ms task on a desktop (four times that on a
      // phone), blocking the page while the map settled.
      await nextTask();
      if (cancelled) return;
      addMapBackground(L, map, tiles);
      showView(map, initialViewRef.current);
      resize.observe(container);
      await nextTask();
      if (!cancelled) setHandle({ L, map });
    };
    void create();
    return () => {
      cancelled = true;
      cleanup();
      setHandle(null);
    };
  }, [tiles, scrollWheelZoom, wanted]);

  return (
    <div
      ref={loadWhenNear ? near.watch : undefined}
      className={classes.frame}
      style={{ height, position: 'relative', background: '#d9eaee' }}
    >
      {handle !== null && <MapContext.Provider value={handle}>{controls}</MapContext.Provider>}
      <div
        ref={containerRef}
        className={classes.canvas}
        style={{ position: 'absolute', inset: 0 }}
        role="region"
        aria-label={`${label}. ${KEYBOARD_HINT}`}
      />
      {handle === null && (
        <div
          className={classes.placeholder}
          style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
        >
          <noscript>The map needs JavaScript; every home is in the list.</noscript>
        </div>
      )}
      {handle !== null && <MapContext.Provider value={handle}>{children}</MapContext.Provider>}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { formatBoundsParam, roundBounds, type GeoBounds, type ListingPin, type ListingSearch } from '@app/domain';
import { useMapHandle } from '../map/map-context.ts';
import { mapBounds, pinsExtent, showView, type MapView } from '../map/map-view.ts';
import { areaKey, areaView, pinsKey } from './map-search-url.ts';

interface MapViewSyncProps {
  readonly search: ListingSearch;
  readonly pins: readonly ListingPin[];
  readonly pinsLoading: boolean;
  /** The visitor moved or zoomed the map (not the page fitting it). */
  readonly onUserMove: (bounds: GeoBounds) => void;
}

/** A move counts as the visitor's when it ends this soon after they touched the map (inertia included). */
const INTENT_MS = 2_000;
const INTENT_EVENTS = ['pointerdown', 'pointerup', 'wheel', 'keydown', 'touchstart'] as const;

/**
 * Keeps the map and the address in step: a new area in the address (back/forward, a drawn shape,
 * a removed chip) moves the map; with no area it fits the pins (again after each change of
 * filters); the visitor's own moves are reported. Back/forward always shows the address's view,
 * and moves right after it are not the visitor's.
 */
export function MapViewSync({ search, pins, pinsLoading, onUserMove }: MapViewSyncProps) {
  const { map } = useMapHandle();
  const key = areaKey(search);
  const filters = pinsKey(search);
  const urlKey = useRef(key);
  const filtersKey = useRef(filters);
  const reportedKey = useRef<string | null>(null);
  const fitPins = useRef(areaView(search) === null);
  const fitting = useRef(false);
  const onUserMoveRef = useRef(onUserMove);
  // Bumped by back/forward: the map shows the address's view again even when the address's area did not change (the
  // visitor dragged, then went back before that drag's search was in the address).
  const [historyMoves, setHistoryMoves] = useState(0);
  useEffect(() => {
    onUserMoveRef.current = onUserMove;
  }, [onUserMove]);

  useEffect(() => {
    const fit = (view: MapView) => {
      fitting.current = true;
      showView(map, view);
      fitting.current = false;
    };
    if (key !== urlKey.current) {
      urlKey.current = key;
      const view = key === reportedKey.current ? undefined : areaView(search);
      if (view !== undefined) fitPins.current = view === null;
      if (view) fit(view);
    }
    if (filters !== filtersKey.current) {
      filtersKey.current = filters;
      if (areaView(search) === null) fitPins.current = true;
    }
    const extent = fitPins.current && !pinsLoading ? pinsExtent(pins) : null;
    if (extent !== null) {
      fitPins.current = false;
      fit({ bounds: extent });
    }
  }, [map, key, filters, search, pins, pinsLoading, historyMoves]);

  useEffect(() => {
    const container = map.getContainer();
    let lastIntent = 0;
    const intent = () => {
      lastIntent = Date.now();
    };
    const moved = () => {
      if (fitting.current || Date.now() - lastIntent > INTENT_MS) return;
      const bounds = roundBounds(mapBounds(map));
      reportedKey.current = `bounds=${formatBoundsParam(bounds)}`;
      fitPins.current = false;
      onUserMoveRef.current(bounds);
    };
    for (const name of INTENT_EVENTS) container.addEventListener(name, intent, { passive: true });
    const historyMove = () => {
      lastIntent = 0;
      urlKey.current = '';
      reportedKey.current = null;
      setHistoryMoves((count) => count + 1);
    };
    map.on('moveend', moved);
    window.addEventListener('popstate', historyMove);
    return () => {
      for (const name of INTENT_EVENTS) container.removeEventListener(name, intent);
      map.off('moveend', moved);
      window.removeEventListener('popstate', historyMove);
    };
  }, [map]);

  return null;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoBounds, ListingSearch } from '@app/domain';
import { areaKey, withMapArea } from './map-search-url.ts';

/** How long the map must rest before its new area becomes a search. */
const SEARCH_AS_MOVE_DELAY_MS = 450;

/** "Search as I move the map", or a "Search this area" button when it is off. */
export interface MapAreaSearch {
  readonly followMap: boolean;
  readonly setFollowMap: (on: boolean) => void;
  /** The map was moved away from the searched area (and the search did not follow). */
  readonly moved: boolean;
  readonly searchThisArea: () => void;
  readonly onUserMove: (bounds: GeoBounds) => void;
}

/**
 * Turns the visitor's map moves into searches: at once (debounced) when following the map, on
 * request otherwise. A drawn shape fixes the area, so moves do not change the search then, nor
 * while a shape is being drawn (`paused`). Back or forward drops a move not yet searched.
 */
export function useMapArea(search: ListingSearch, go: (search: ListingSearch) => void, paused: boolean): MapAreaSearch {
  const [followMap, setFollow] = useState(true);
  const [moved, setMoved] = useState<{ bounds: GeoBounds; from: string } | null>(null);
  const latest = useRef({ search, go, followMap, paused });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = { search, go, followMap, paused };
  }, [search, go, followMap, paused]);
  useEffect(() => {
    // Back or forward before a move's search went out: the visitor left that view, so its search must not follow
    // (it would push a new entry and undo the Back).
    const dropPendingMove = () => window.clearTimeout(timer.current);
    window.addEventListener('popstate', dropPendingMove);
    return () => {
      window.removeEventListener('popstate', dropPendingMove);
      dropPendingMove();
    };
  }, []);

  const onUserMove = useCallback((bounds: GeoBounds) => {
    window.clearTimeout(timer.current);
    const current = latest.current;
    if (current.search.polygon || current.paused) return;
    if (!current.followMap) {
      setMoved({ bounds, from: areaKey(current.search) });
      return;
    }
    timer.current = window.setTimeout(
      () => latest.current.go(withMapArea(latest.current.search, bounds)),
      SEARCH_AS_MOVE_DELAY_MS,
    );
  }, []);

  const pending = moved !== null && moved.from === areaKey(search) ? moved.bounds : null;
  const searchThisArea = () => {
    if (pending !== null) go(withMapArea(search, pending));
    setMoved(null);
  };
  const setFollowMap = (on: boolean) => {
    setFollow(on);
    if (on) searchThisArea();
  };
  return { followMap, setFollowMap, moved: pending !== null && !search.polygon, searchThisArea, onUserMove };
}

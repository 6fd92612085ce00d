import { useEffect, useRef, useState } from 'react';
import type { GeoPoint, ListingSearch } from '@app/domain';
import { canAddCorner, shapeFromCorners } from './drawn-shape.ts';
import { withDrawnShape, withoutDrawnShape } from './map-search-url.ts';

/** Drawing a search shape corner by corner. */
export interface ShapeDrawing {
  /** Corners placed so far; null when not drawing. */
  readonly corners: readonly GeoPoint[] | null;
  readonly start: () => void;
  readonly addCorner: (corner: GeoPoint) => void;
  /** Closes the shape and searches inside it (needs 3 corners). */
  readonly finish: () => void;
  readonly cancel: () => void;
  /** Removes the shape from the search. */
  readonly clear: () => void;
}

/** The drawing state of the map search; Escape cancels a drawing. */
export function useShapeDrawing(search: ListingSearch, go: (search: ListingSearch) => void): ShapeDrawing {
  const [corners, setCorners] = useState<readonly GeoPoint[] | null>(null);
  const cornersRef = useRef<readonly GeoPoint[] | null>(null);
  const set = (next: readonly GeoPoint[] | null) => {
    cornersRef.current = next;
    setCorners(next);
  };
  const cancel = () => set(null);

  useEffect(() => {
    if (corners === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      cornersRef.current = null;
      setCorners(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [corners]);

  return {
    corners,
    start: () => set([]),
    addCorner: (corner) => {
      const current = cornersRef.current;
      if (current !== null && canAddCorner(current)) set([...current, corner]);
    },
    finish: () => {
      const shape = cornersRef.current === null ? null : shapeFromCorners(cornersRef.current);
      if (shape === null) return;
      set(null);
      go(withDrawnShape(search, shape));
    },
    cancel,
    clear: () => go(withoutDrawnShape(search)),
  };
}

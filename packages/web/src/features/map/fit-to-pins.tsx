import { useEffect } from 'react';
import { formatBoundsParam, parseBoundsParam, type ListingPin } from '@app/domain';
import { useMapHandle } from './map-context.ts';
import { pinsExtent, showView } from './map-view.ts';

/** Fits the map around its pins whenever the box holding them changes (a new filter, not a new page); none: the map
 * stays. */
export function FitToPins({ pins }: { pins: readonly ListingPin[] }) {
  const { map } = useMapHandle();
  const extent = pinsExtent(pins);
  const box = extent === null ? '' : formatBoundsParam(extent);
  useEffect(() => {
    const bounds = box === '' ? null : parseBoundsParam(box);
    if (bounds !== null) showView(map, { bounds });
  }, [map, box]);
  return null;
}

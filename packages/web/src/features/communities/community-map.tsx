import { useState } from 'react';
import type { ListingPin, ListingSummary } from '@app/domain';
import { FitToPins } from '../map/fit-to-pins.tsx';
import { ListingMap } from '../map/listing-map.tsx';
import { pinsExtent, type MapView } from '../map/map-view.ts';
import { LazyPinPopupCard } from '../map/lazy-pin-popup-card.tsx';

interface CommunityMapProps {
  readonly name: string;
  readonly center: { readonly lat: number; readonly lng: number };
  readonly pins: readonly ListingPin[];
  /** Listings the page already has (their popups need no fetch). */
  readonly known: readonly ListingSummary[];
}

const NEIGHBOURHOOD_ZOOM = 14;

/** The community's homes for sale on a map, fitted to them (or centred on the community when there are none). */
export function CommunityMap({ name, center, pins, known }: CommunityMapProps) {
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [initialView] = useState<MapView>(() => {
    const extent = pinsExtent(pins);
    return extent === null ? { center, zoom: NEIGHBOURHOOD_ZOOM } : { bounds: extent };
  });
  const byId = new Map(known.map((listing) => [listing.ListingId, listing]));
  const label = `Map of ${pins.length} ${pins.length === 1 ? 'home' : 'homes'} for sale in ${name}`;
  return (
    <ListingMap
      pins={pins}
      label={label}
      height="100%"
      initialView={initialView}
      highlightedId={highlightedId}
      onHighlight={setHighlightedId}
      renderPopup={(listingId) => <LazyPinPopupCard listingId={listingId} known={byId.get(listingId)} />}
      loadWhenNear
    >
      <FitToPins pins={pins} />
    </ListingMap>
  );
}

import { useState } from 'react';
import type { ListingPin, OpenHouseListing } from '@app/domain';
import { FitToPins } from '../map/fit-to-pins.tsx';
import { ListingMap } from '../map/listing-map.tsx';
import { pinsExtent, SWFL_BOUNDS } from '../map/map-view.ts';
import { PinPopupCard } from '../map/pin-popup-card.tsx';
import { openHouseShortDay, openHouseTimeRange } from './open-house-time.ts';

interface OpenHousesMapProps {
  readonly pins: readonly ListingPin[];
  /** The open houses listed on this page (their popups show the time without a fetch). */
  readonly openHouses: readonly OpenHouseListing[];
  readonly label: string;
  readonly highlightedId: string | null;
  readonly onHighlight: (listingId: string | null) => void;
}

/** Every home open in the window on a map, fitted to them; a pin's popup tells when it is open. */
export function OpenHousesMap({ pins, openHouses, label, highlightedId, onHighlight }: OpenHousesMapProps) {
  const [initialView] = useState(() => ({ bounds: pinsExtent(pins) ?? SWFL_BOUNDS }));
  const listed = new Map(openHouses.map((item) => [item.listing.ListingId, item]));
  const renderPopup = (listingId: string) => {
    const item = listed.get(listingId);
    const note =
      item &&
      `Open ${openHouseShortDay(item.openHouse.OpenHouseStartTime)}, ${openHouseTimeRange(item.openHouse.OpenHouseStartTime, item.openHouse.OpenHouseEndTime)}`;
    return <PinPopupCard listingId={listingId} known={item?.listing} note={note} />;
  };
  return (
    <ListingMap
      pins={pins}
      label={label}
      height="100%"
      initialView={initialView}
      highlightedId={highlightedId}
      onHighlight={onHighlight}
      renderPopup={renderPopup}
    >
      <FitToPins pins={pins} />
    </ListingMap>
  );
}

import { MapCanvas } from './map-canvas.tsx';
import { SinglePin } from './single-pin.tsx';

interface LocationMapProps {
  readonly lat: number;
  readonly lng: number;
  /** What is there, e.g. the listing's address: names the pin and the map. */
  readonly label: string;
  /** CSS height; 320 px unless given. */
  readonly height?: number | string;
}

const STREET_ZOOM = 14;

/**
 * A small map with one pin (the property detail page's location). It never scroll-zooms the
 * page, works without map tiles, and renders a same-sized placeholder on the server.
 */
export function LocationMap({ lat, lng, label, height = 320 }: LocationMapProps) {
  return (
    <MapCanvas
      key={`${lat},${lng}`}
      label={`Map showing ${label}`}
      height={height}
      initialView={{ center: { lat, lng }, zoom: STREET_ZOOM }}
      scrollWheelZoom={false}
      loadWhenNear
    >
      <SinglePin lat={lat} lng={lng} />
    </MapCanvas>
  );
}

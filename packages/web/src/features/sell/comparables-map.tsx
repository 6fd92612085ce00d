import type { AdjustedComparable, GeoPoint } from '@app/domain';
import { MapCanvas } from '../map/map-canvas.tsx';
import { SinglePin } from '../map/single-pin.tsx';

const PADDING_DEGREES = 0.004;

/** The comparables (and the home, when its place is known) on a map framed around them all; the list beside it holds
 * every fact, so the pins stay out of the tab order. */
export function ComparablesMap({
  home,
  comparables,
}: {
  home: GeoPoint | null;
  comparables: readonly AdjustedComparable[];
}) {
  const points = comparables.flatMap(({ sale }) =>
    sale.Latitude === null || sale.Longitude === null ? [] : [{ lat: sale.Latitude, lng: sale.Longitude }],
  );
  const all = home === null ? points : [home, ...points];
  if (all.length === 0) return null;
  const bounds = {
    south: Math.min(...all.map((point) => point.lat)) - PADDING_DEGREES,
    north: Math.max(...all.map((point) => point.lat)) + PADDING_DEGREES,
    west: Math.min(...all.map((point) => point.lng)) - PADDING_DEGREES,
    east: Math.max(...all.map((point) => point.lng)) + PADDING_DEGREES,
  };
  return (
    <MapCanvas
      label="Map of the comparable sales"
      height={340}
      initialView={{ bounds }}
      scrollWheelZoom={false}
      loadWhenNear
    >
      {all.map((point) => (
        <SinglePin key={`${point.lat},${point.lng}`} lat={point.lat} lng={point.lng} />
      ))}
    </MapCanvas>
  );
}

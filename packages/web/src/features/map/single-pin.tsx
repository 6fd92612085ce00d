import { useEffect } from 'react';
import { useMapHandle } from './map-context.ts';
import classes from './map.module.css';

/** One place marker (a house in a navy drop); the map's own name says what is there, so the pin stays out of the tab
 * order. */
export function SinglePin({ lat, lng }: { lat: number; lng: number }) {
  const { L, map } = useMapHandle();
  useEffect(() => {
    const icon = L.divIcon({
      className: classes.placePin ?? '',
      html: `<span class="${classes.placeBody}"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z"/></svg></span>`,
      iconSize: [36, 36],
      iconAnchor: [18, 44],
    });
    const marker = L.marker([lat, lng], { icon, keyboard: false, interactive: false }).addTo(map);
    marker.getElement()?.setAttribute('aria-hidden', 'true');
    return () => {
      marker.remove();
    };
  }, [L, map, lat, lng]);
  return null;
}

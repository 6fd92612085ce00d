import type { GeoPoint } from '@app/domain';

/**
 * Where the towns the team serves are, to name them on the plain (offline) background so the
 * map still reads as Southwest Florida without map tiles. Smaller towns show from `minZoom` on,
 * where there is room for their names.
 */
export const TOWN_LABELS: readonly (GeoPoint & { readonly name: string; readonly minZoom: number })[] = [
  { name: 'Naples', lat: 26.142, lng: -81.795, minZoom: 9 },
  { name: 'Bonita Springs', lat: 26.339, lng: -81.778, minZoom: 9 },
  { name: 'Estero', lat: 26.438, lng: -81.807, minZoom: 11 },
  { name: 'Fort Myers', lat: 26.64, lng: -81.872, minZoom: 9 },
  { name: 'Fort Myers Beach', lat: 26.452, lng: -81.95, minZoom: 11 },
  { name: 'Cape Coral', lat: 26.563, lng: -81.949, minZoom: 9 },
  { name: 'Sanibel', lat: 26.449, lng: -82.022, minZoom: 11 },
  { name: 'Marco Island', lat: 25.941, lng: -81.718, minZoom: 9 },
  { name: 'Lehigh Acres', lat: 26.625, lng: -81.625, minZoom: 11 },
  { name: 'Punta Gorda', lat: 26.929, lng: -82.045, minZoom: 9 },
  { name: 'Port Charlotte', lat: 26.976, lng: -82.091, minZoom: 11 },
];

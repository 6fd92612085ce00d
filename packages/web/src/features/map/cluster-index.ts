import Supercluster from 'supercluster';
import type { GeoBounds, ListingPin, StandardStatus } from '@app/domain';
import { formatPriceShort } from './price-short.ts';
import { pinColor, pinLabel } from './pin-style.ts';
import { formatCount } from '../../format/numbers.ts';

/** What each point of the index carries: only what a pin shows. */
export interface PinProps {
  readonly listingId: string;
  readonly price: number | null;
  readonly status: StandardStatus;
}

/** The clustering of a set of pins, for every zoom level. */
export type ClusterIndex = Supercluster<PinProps>;

/** A bubble standing for several homes close together at this zoom. */
export interface ClusterMarker {
  readonly kind: 'cluster';
  readonly key: string;
  readonly clusterId: number;
  readonly lat: number;
  readonly lng: number;
  readonly count: number;
  /** `34`, `1.2K`. */
  readonly countLabel: string;
  /** Diameter in pixels, growing with the count. */
  readonly size: number;
  readonly label: string;
  /** The zoom at which the cluster splits (where a click on it goes). */
  readonly expansionZoom: number;
  /** The homes in it (to highlight the cluster holding a listing). */
  readonly listingIds: readonly string[];
}

/** One home. */
export interface PinMarker {
  readonly kind: 'pin';
  readonly key: string;
  readonly listingId: string;
  readonly lat: number;
  readonly lng: number;
  readonly priceLabel: string;
  readonly color: string;
  readonly label: string;
}

/** What the map draws at one zoom level. */
export type MapMarker = ClusterMarker | PinMarker;

/** What the clustering needs of a pin. */
export type ClusterPin = Pick<ListingPin, 'ListingId' | 'Latitude' | 'Longitude' | 'ListPrice' | 'StandardStatus'>;

/** Highest zoom at which homes are still grouped; closer in, every home has its own pin. */
export const CLUSTER_MAX_ZOOM = 16;

/**
 * Builds the clustering of a set of pins (16–45 ms for 2,000 in chromium on a desktop, so the map does it in its
 * worker, cluster-worker.ts). The extent is Leaflet's 256 px tile, so the 60 px radius is measured in screen pixels.
 */
export function createClusterIndex(pins: readonly ClusterPin[]): ClusterIndex {
  const index = new Supercluster<PinProps>({ radius: 60, extent: 256, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 3 });
  index.load(
    pins.map((pin) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [pin.Longitude, pin.Latitude] },
      properties: { listingId: pin.ListingId, price: pin.ListPrice, status: pin.StandardStatus },
    })),
  );
  return index;
}

/** `34`, `999`, `1.2K`, `12K`. */
export function clusterCountLabel(count: number): string {
  if (count < 1_000) return String(count);
  const thousands = count / 1_000;
  return `${thousands < 10 ? Math.floor(thousands * 10) / 10 : Math.floor(thousands)}K`;
}

/** A cluster bubble's diameter: about 35 px for a few homes, up to 64 px for thousands. */
export function clusterSize(count: number): number {
  return Math.round(Math.min(64, 30 + Math.log10(Math.max(count, 1)) * 10));
}

/** The markers of the homes in a box at a zoom level: clusters where homes crowd, pins elsewhere. */
export function markersInView(index: ClusterIndex, bounds: GeoBounds, zoom: number): MapMarker[] {
  return index
    .getClusters([bounds.west, bounds.south, bounds.east, bounds.north], Math.floor(zoom))
    .map((feature): MapMarker => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        const count = props.point_count;
        return {
          kind: 'cluster',
          key: `cluster-${props.cluster_id}`,
          clusterId: props.cluster_id,
          lat,
          lng,
          count,
          countLabel: clusterCountLabel(count),
          size: clusterSize(count),
          label: `${clusterCountLabel(count)} homes here${count >= 1_000 ? ` (${formatCount(count)})` : ''}. Zoom in`,
          expansionZoom: index.getClusterExpansionZoom(props.cluster_id),
          listingIds: index.getLeaves(props.cluster_id, Infinity).map((leaf) => leaf.properties.listingId),
        };
      }
      const pin = props as PinProps;
      const priceLabel = formatPriceShort(pin.price);
      return {
        kind: 'pin',
        key: pin.listingId,
        listingId: pin.listingId,
        lat,
        lng,
        priceLabel,
        color: pinColor(pin.status),
        label: `${priceLabel}: ${pinLabel(pin.status, pin.price)}`,
      };
    });
}

/** The key of the marker showing a listing (its own pin, or the cluster it is in); null when off screen. */
export function markerKeyOf(markers: readonly MapMarker[], listingId: string): string | null {
  const marker = markers.find((candidate) =>
    candidate.kind === 'pin' ? candidate.listingId === listingId : candidate.listingIds.includes(listingId),
  );
  return marker?.key ?? null;
}

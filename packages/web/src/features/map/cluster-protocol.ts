import type { GeoBounds } from '@app/domain';
import type { ClusterPin, MapMarker } from './cluster-index.ts';

/** What the page asks the clustering worker: cluster these pins (a new search), or the markers of a view. */
export type ClusterRequest =
  | { readonly kind: 'pins'; readonly pins: readonly ClusterPin[] }
  | { readonly kind: 'view'; readonly id: number; readonly bounds: GeoBounds; readonly zoom: number };

/** The worker's answer to a view request (`id` is the request's, so a late answer to an old view is dropped). */
export interface ClusterReply {
  readonly id: number;
  readonly markers: readonly MapMarker[];
}

/**
 * The map's clustering, off the page's main thread: building the index for two thousand homes took 25–45 ms on a
 * desktop (four times that on a phone), a long task in the middle of the map page's load. The worker keeps the index
 * of the latest pins and answers each view with its markers, in the order asked.
 */
import { createClusterIndex, markersInView } from './cluster-index.ts';
import type { ClusterReply, ClusterRequest } from './cluster-protocol.ts';

let index = createClusterIndex([]);

addEventListener('message', (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  if (request.kind === 'pins') {
    index = createClusterIndex(request.pins);
    return;
  }
  const reply: ClusterReply = { id: request.id, markers: markersInView(index, request.bounds, request.zoom) };
  postMessage(reply);
});

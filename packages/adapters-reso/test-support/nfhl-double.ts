import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inFloodZoneArea, type FloodZoneArea } from '@app/testing';

/** A way the double fails inside an area instead of answering. */
export type NfhlFailure = 'arcgis-error' | 'http-500' | 'malformed' | 'slow';

/** A running double of FEMA's NFHL layer 28 query endpoint. */
export interface NfhlDouble {
  readonly url: string;
  /** The query strings it received, in order. */
  readonly queries: URLSearchParams[];
  /** Makes the areas whose answer is `unavailable` fail this way (an ArcGIS error answer by default). */
  failWith(failure: NfhlFailure): void;
  close(): Promise<void>;
}

/**
 * A small HTTP server answering layer 28 point queries in the service's documented JSON shape: the
 * features of the first area holding the point (`{"features": []}` elsewhere), an ArcGIS error answer
 * (HTTP 200 with `{"error": ...}`), an HTTP 500, a malformed body or a late answer where an area's
 * answer is `unavailable`. It refuses queries that are not point queries asking for the four fields.
 */
export async function startNfhlDouble(areas: readonly FloodZoneArea[]): Promise<NfhlDouble> {
  const queries: URLSearchParams[] = [];
  let failure: NfhlFailure = 'arcgis-error';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    const params = url.searchParams;
    queries.push(params);
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    const valid =
      url.pathname.endsWith('/MapServer/28/query') &&
      params.get('geometryType') === 'esriGeometryPoint' &&
      params.get('inSR') === '4326' &&
      params.get('f') === 'json' &&
      params.get('outFields') === 'FLD_ZONE,ZONE_SUBTY,SFHA_TF,STATIC_BFE';
    const [longitude, latitude] = (params.get('geometry') ?? '').split(',').map(Number);
    if (
      !valid ||
      latitude === undefined ||
      longitude === undefined ||
      Number.isNaN(latitude) ||
      Number.isNaN(longitude)
    )
      return send(
        200,
        JSON.stringify({ error: { code: 400, message: 'Invalid or missing input parameters.', details: [] } }),
      );
    const answer = areas.find((area) => inFloodZoneArea(area, { latitude, longitude }))?.answer ?? { kind: 'none' };
    if (answer.kind === 'unavailable') {
      if (failure === 'http-500') return send(500, '<html>Server Error</html>');
      if (failure === 'malformed') return send(200, '{"features": [{"attributes": ');
      if (failure === 'slow') return void setTimeout(() => send(200, '{"features": []}'), 2_000);
      return send(200, JSON.stringify({ error: { code: 500, message: 'Unable to complete operation.', details: [] } }));
    }
    if (answer.kind === 'none') return send(200, JSON.stringify({ displayFieldName: '', fields: [], features: [] }));
    const sfha = answer.zone.startsWith('A') || answer.zone.startsWith('V') ? 'T' : 'F';
    send(
      200,
      JSON.stringify({
        displayFieldName: 'DFIRM_ID',
        fieldAliases: { FLD_ZONE: 'FLD_ZONE', ZONE_SUBTY: 'ZONE_SUBTY', SFHA_TF: 'SFHA_TF', STATIC_BFE: 'STATIC_BFE' },
        features: [
          {
            attributes: {
              FLD_ZONE: answer.zone,
              ZONE_SUBTY: answer.subtype,
              SFHA_TF: sfha,
              STATIC_BFE: answer.baseFloodElevation ?? -9999,
            },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/arcgis/rest/services/public/NFHL/MapServer/28/query`,
    queries,
    failWith: (next) => {
      failure = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import {
  floodZoneMeaning,
  type FloodZoneAnswer,
  type FloodZonePoint,
  type FloodZoneSource,
  type Logger,
} from '@app/domain';
import type { Sleep } from '../http/sleep.ts';
import { arcgisErrorSchema, nfhlQueryAnswerSchema, type NfhlFeature } from './nfhl-response.schema.ts';

/** FEMA's public NFHL layer 28, "Flood Hazard Zones" (no key needed). */
export const NFHL_FLOOD_ZONES_URL = 'https://hazards.fema.gov/arcgis/rest/services/public/NFHL/MapServer/28/query';

/** What the NFHL source needs; only fetch, sleep, a clock and a logger are required. */
export interface NfhlOptions {
  readonly url?: string;
  readonly fetch: typeof fetch;
  readonly sleep: Sleep;
  readonly now: () => number;
  readonly logger: Logger;
  /** The shortest time between two queries (the service is shared and public); 500 ms by default. */
  readonly minIntervalMs?: number;
  /** How long one query may take; 8 s by default. */
  readonly timeoutMs?: number;
}

/** The point query of layer 28: the zone polygons intersecting a WGS84 point, attributes only. */
export function nfhlQueryUrl(base: string, point: FloodZonePoint): string {
  const params = new URLSearchParams({
    geometry: `${point.longitude},${point.latitude}`,
    geometryType: 'esriGeometryPoint',
    inSR: '4326',
    spatialRel: 'esriSpatialRelIntersects',
    outFields: 'FLD_ZONE,ZONE_SUBTY,SFHA_TF,STATIC_BFE',
    returnGeometry: 'false',
    f: 'json',
  });
  return `${base}?${params.toString()}`;
}

/** The riskiest of the zones at a point (on a boundary there are several): V before A before the rest. */
function riskiest(features: readonly NfhlFeature[]): NfhlFeature | undefined {
  const rank = (feature: NfhlFeature) => {
    const zone = (feature.attributes.FLD_ZONE ?? '').trim().toUpperCase();
    return zone.startsWith('V') ? 0 : zone.startsWith('A') && zone !== 'AREA NOT INCLUDED' ? 1 : 2;
  };
  return [...features].sort((a, b) => rank(a) - rank(b))[0];
}

function toAnswer(features: readonly NfhlFeature[]): FloodZoneAnswer {
  const feature = riskiest(features);
  const zone = feature?.attributes.FLD_ZONE?.trim().toUpperCase();
  if (feature === undefined || zone === undefined || floodZoneMeaning(zone).kind === 'unknown') return { kind: 'none' };
  const bfe = feature.attributes.STATIC_BFE;
  return {
    kind: 'zone',
    zone,
    subtype: feature.attributes.ZONE_SUBTY?.trim() || null,
    baseFloodElevation: bfe === null || bfe === undefined || bfe <= -9000 || bfe < 0 ? null : bfe,
  };
}

/**
 * The FloodZoneSource on FEMA's National Flood Hazard Layer: one point query of layer 28 at a time, at
 * least `minIntervalMs` apart, each cut off after `timeoutMs`. Its answers are validated; an HTTP error,
 * an ArcGIS error answer, a malformed body or a timeout is `unavailable` (logged), never an exception.
 */
export class NfhlFloodZoneSource implements FloodZoneSource {
  readonly name = 'FEMA NFHL' as const;
  private readonly url: string;
  private readonly minIntervalMs: number;
  private readonly timeoutMs: number;
  private queue: Promise<unknown> = Promise.resolve();
  private lastStartMs = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: NfhlOptions) {
    this.url = options.url ?? NFHL_FLOOD_ZONES_URL;
    this.minIntervalMs = options.minIntervalMs ?? 500;
    this.timeoutMs = options.timeoutMs ?? 8_000;
  }

  zoneAt(point: FloodZonePoint): Promise<FloodZoneAnswer> {
    const turn = this.queue.then(() => this.query(point));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async query(point: FloodZonePoint): Promise<FloodZoneAnswer> {
    const wait = this.lastStartMs + this.minIntervalMs - this.options.now();
    if (wait > 0) await this.options.sleep(wait);
    this.lastStartMs = this.options.now();
    const answer = await this.ask(point);
    if (answer.kind === 'unavailable')
      this.options.logger.warn('FEMA NFHL did not answer a flood zone query', { ...point, reason: answer.reason });
    return answer;
  }

  private async ask(point: FloodZonePoint): Promise<FloodZoneAnswer> {
    let body: unknown;
    try {
      const response = await this.options.fetch(nfhlQueryUrl(this.url, point), {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return { kind: 'unavailable', reason: `HTTP ${response.status}` };
      body = await response.json();
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable or not JSON';
      return { kind: 'unavailable', reason };
    }
    const failure = arcgisErrorSchema.safeParse(body);
    if (failure.success)
      return { kind: 'unavailable', reason: `ArcGIS error ${failure.data.error.message ?? ''}`.trim() };
    const parsed = nfhlQueryAnswerSchema.safeParse(body);
    if (!parsed.success) return { kind: 'unavailable', reason: 'an answer of an unexpected shape' };
    return toAnswer(parsed.data.features);
  }
}

/** A point on the map, WGS84 degrees. */
export interface FloodZonePoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** A flood zone determined at a point. */
export interface DeterminedFloodZone {
  /** FEMA's FLD_ZONE (AE, VE, X, ...). */
  readonly zone: string;
  /** FEMA's ZONE_SUBTY, which tells a shaded X from an unshaded one. */
  readonly subtype: string | null;
  /** The base flood elevation in feet, where FEMA determined one. */
  readonly baseFloodElevation: number | null;
}

/**
 * What a flood-zone service says about a point: a zone; no zone mapped there; or no answer this time
 * (unreachable, slow, an error answer), which is never a failure of the caller.
 */
export type FloodZoneAnswer =
  | ({ readonly kind: 'zone' } & DeterminedFloodZone)
  | { readonly kind: 'none' }
  | { readonly kind: 'unavailable'; readonly reason: string };

/** Where the flood zone of a point comes from when the MLS has none (FEMA's National Flood Hazard Layer). */
export interface FloodZoneSource {
  /** The name shown as the zone's source. */
  readonly name: 'FEMA NFHL';
  zoneAt(point: FloodZonePoint): Promise<FloodZoneAnswer>;
}

/** A zone a source gave for a listing, with the point it was asked for and the day. */
export interface CachedFloodZone extends FloodZonePoint {
  readonly listingKey: string;
  /** Null when the source mapped no zone at that point. */
  readonly zone: DeterminedFloodZone | null;
  /** `YYYY-MM-DD`. */
  readonly determinedOn: string;
}

/** The flood zones already determined per listing, so a listing that has not moved is not asked about again. */
export interface FloodZoneCache {
  /** The cached answers of these listings (absent keys have none). */
  get(listingKeys: readonly string[]): Promise<Map<string, CachedFloodZone>>;
  /** Stores answers, replacing earlier ones of the same listings. */
  put(entries: readonly CachedFloodZone[]): Promise<void>;
}

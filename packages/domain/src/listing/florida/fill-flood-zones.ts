import type { Clock } from '../../shared/clock.port.ts';
import type { Logger } from '../../shared/logger.port.ts';
import type { Listing } from '../listing.ts';
import type { CachedFloodZone, FloodZoneCache, FloodZoneSource, FloodZonePoint } from './flood-zone-source.port.ts';

/** Fills in the flood zone of listings whose MLS record has none. */
export interface FloodZoneFiller {
  fill(listings: readonly Listing[]): Promise<Listing[]>;
}

/** What the filler is built from. */
export interface FloodZoneFillerDeps {
  readonly source: FloodZoneSource;
  readonly cache: FloodZoneCache;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The most listings one call asks the source about (the rest wait for their next change); 50 by default. */
  readonly maxLookups?: number;
}

/** Two points closer than about a metre are the same place (cached answers survive rounding in storage). */
function samePlace(a: FloodZonePoint, b: FloodZonePoint): boolean {
  return Math.abs(a.latitude - b.latitude) < 1e-5 && Math.abs(a.longitude - b.longitude) < 1e-5;
}

function pointOf(listing: Listing): FloodZonePoint | null {
  return listing.Latitude === null || listing.Longitude === null
    ? null
    : { latitude: listing.Latitude, longitude: listing.Longitude };
}

function withZone(listing: Listing, cached: CachedFloodZone, source: FloodZoneSource['name']): Listing {
  if (cached.zone === null) return listing;
  return {
    ...listing,
    FloodZone: cached.zone.zone,
    FloodZoneSubtype: cached.zone.subtype,
    FloodZoneSource: source,
    FloodZoneDate: cached.determinedOn,
    BaseFloodElevation: listing.BaseFloodElevation ?? cached.zone.baseFloodElevation,
  };
}

/**
 * The flood zone of listings without one from the MLS, from a flood-zone source (FEMA's NFHL): cached per
 * listing with its point and day, so only new or moved listings are asked about, at most `maxLookups` a
 * call. A source that does not answer leaves the listing as it was (and is asked again next time): flood
 * zones never fail or hold up replication. Listings with an MLS zone or without coordinates pass through.
 */
export function createFloodZoneFiller(deps: FloodZoneFillerDeps): FloodZoneFiller {
  const maxLookups = deps.maxLookups ?? 50;
  return {
    async fill(listings) {
      const wanting = listings.filter((listing) => listing.FloodZone === null && pointOf(listing) !== null);
      if (wanting.length === 0) return [...listings];
      const cached = await deps.cache.get(wanting.map((listing) => listing.ListingKey)).catch((error: unknown) => {
        deps.logger.warn('Could not read the flood zone cache', { error: String(error) });
        return new Map<string, CachedFloodZone>();
      });
      const today = new Date(deps.clock.now()).toISOString().slice(0, 10);
      const found = new Map<string, CachedFloodZone>();
      const fresh: CachedFloodZone[] = [];
      let unavailable = 0;
      for (const listing of wanting) {
        const point = pointOf(listing) as FloodZonePoint;
        const known = cached.get(listing.ListingKey);
        if (known !== undefined && samePlace(known, point)) {
          found.set(listing.ListingKey, known);
          continue;
        }
        if (fresh.length + unavailable >= maxLookups) continue;
        const answer = await deps.source.zoneAt(point);
        if (answer.kind === 'unavailable') {
          unavailable++;
          continue;
        }
        const entry: CachedFloodZone = {
          listingKey: listing.ListingKey,
          ...point,
          zone:
            answer.kind === 'zone'
              ? { zone: answer.zone, subtype: answer.subtype, baseFloodElevation: answer.baseFloodElevation }
              : null,
          determinedOn: today,
        };
        fresh.push(entry);
        found.set(listing.ListingKey, entry);
      }
      if (fresh.length > 0)
        await deps.cache.put(fresh).catch((error: unknown) => {
          deps.logger.warn('Could not store flood zones', { error: String(error) });
        });
      if (unavailable > 0) deps.logger.warn('The flood zone source did not answer for some listings', { unavailable });
      return listings.map((listing) => {
        const entry = found.get(listing.ListingKey);
        return entry === undefined ? listing : withZone(listing, entry, deps.source.name);
      });
    },
  };
}

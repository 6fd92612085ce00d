import type { CachedFloodZone, FloodZoneAnswer, FloodZoneCache, FloodZonePoint, FloodZoneSource } from '@app/domain';

/** A FloodZoneCache in a map. */
export class InMemoryFloodZoneCache implements FloodZoneCache {
  private readonly entries = new Map<string, CachedFloodZone>();

  get(listingKeys: readonly string[]): Promise<Map<string, CachedFloodZone>> {
    const found = new Map<string, CachedFloodZone>();
    for (const key of listingKeys) {
      const entry = this.entries.get(key);
      if (entry !== undefined) found.set(key, entry);
    }
    return Promise.resolve(found);
  }

  put(entries: readonly CachedFloodZone[]): Promise<void> {
    for (const entry of entries) this.entries.set(entry.listingKey, entry);
    return Promise.resolve();
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A rectangle of the map and the answer a flood-zone source gives inside it. */
export interface FloodZoneArea {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
  readonly answer: FloodZoneAnswer;
}

/** Whether a point lies in an area (edges included). */
export function inFloodZoneArea(area: FloodZoneArea, point: FloodZonePoint): boolean {
  return (
    point.latitude >= area.south &&
    point.latitude <= area.north &&
    point.longitude >= area.west &&
    point.longitude <= area.east
  );
}

/** A FloodZoneSource answering from areas (the first that holds the point; no zone elsewhere), counting its calls. */
export class InMemoryFloodZoneSource implements FloodZoneSource {
  readonly name = 'FEMA NFHL' as const;
  readonly asked: FloodZonePoint[] = [];

  constructor(private readonly areas: readonly FloodZoneArea[] = []) {}

  zoneAt(point: FloodZonePoint): Promise<FloodZoneAnswer> {
    this.asked.push(point);
    return Promise.resolve(this.areas.find((area) => inFloodZoneArea(area, point))?.answer ?? { kind: 'none' });
  }
}

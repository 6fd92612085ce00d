import { describe, expect, it } from 'vitest';
import type { CachedFloodZone, FloodZoneCache, FloodZoneSource } from '@app/domain';
import type { FloodZoneArea } from '../fakes/in-memory-flood-zones.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/**
 * The map every flood-zone source contract runs on: an AE zone with a BFE on Naples Bay, a shaded X
 * inland, a VE zone on Marco's beach, and an area whose service fails. Each adapter's setup serves it.
 */
export const CONTRACT_FLOOD_AREAS: readonly FloodZoneArea[] = [
  {
    south: 26.12,
    west: -81.81,
    north: 26.13,
    east: -81.79,
    answer: { kind: 'zone', zone: 'AE', subtype: null, baseFloodElevation: 9 },
  },
  {
    south: 26.6,
    west: -81.7,
    north: 26.65,
    east: -81.6,
    answer: { kind: 'zone', zone: 'X', subtype: '0.2 PCT ANNUAL CHANCE FLOOD HAZARD', baseFloodElevation: null },
  },
  {
    south: 25.93,
    west: -81.74,
    north: 25.94,
    east: -81.72,
    answer: { kind: 'zone', zone: 'VE', subtype: null, baseFloodElevation: 14 },
  },
  { south: 27.5, west: -81, north: 27.6, east: -80.9, answer: { kind: 'unavailable', reason: 'the service failed' } },
];

/** What the source contract needs: a source serving {@link CONTRACT_FLOOD_AREAS}. */
export type FloodZoneSourceFixture = ContractFixture<'source', FloodZoneSource>;

/** Declares the behaviour every FloodZoneSource must have. */
export function floodZoneSourceContract(name: string, setup: () => Promise<FloodZoneSourceFixture>): void {
  describe(`FloodZoneSource contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const source = () => fixture().source;

    it('answers the zone, its subtype and base flood elevation at a point', async () => {
      expect(await source().zoneAt({ latitude: 26.125, longitude: -81.8 })).toEqual({
        kind: 'zone',
        zone: 'AE',
        subtype: null,
        baseFloodElevation: 9,
      });
      expect(await source().zoneAt({ latitude: 26.62, longitude: -81.65 })).toEqual({
        kind: 'zone',
        zone: 'X',
        subtype: '0.2 PCT ANNUAL CHANCE FLOOD HAZARD',
        baseFloodElevation: null,
      });
      expect(await source().zoneAt({ latitude: 25.935, longitude: -81.73 })).toMatchObject({ zone: 'VE' });
    });

    it('answers none where no zone is mapped', async () => {
      expect(await source().zoneAt({ latitude: 30, longitude: -85 })).toEqual({ kind: 'none' });
    });

    it('answers unavailable, never throws, where the service fails', async () => {
      expect(await source().zoneAt({ latitude: 27.55, longitude: -80.95 })).toMatchObject({ kind: 'unavailable' });
    });

    it('is named as the source the pages show', () => {
      expect(source().name).toBe('FEMA NFHL');
    });
  });
}

/** What the cache contract needs: the cache, emptied by `reset`. */
export type FloodZoneCacheFixture = ContractFixture<'cache', FloodZoneCache>;

const entry = (listingKey: string, overrides: Partial<CachedFloodZone> = {}): CachedFloodZone => ({
  listingKey,
  latitude: 26.123456,
  longitude: -81.801234,
  zone: { zone: 'AE', subtype: null, baseFloodElevation: 9.5 },
  determinedOn: '2026-11-20',
  ...overrides,
});

/** Declares the behaviour every FloodZoneCache must have. */
export function floodZoneCacheContract(name: string, setup: () => Promise<FloodZoneCacheFixture>): void {
  describe(`FloodZoneCache contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const cache = () => fixture().cache;

    it('gives back what was put, by listing key, and nothing for other keys', async () => {
      const none = entry('K2', { zone: null });
      await cache().put([entry('K1'), none]);
      const found = await cache().get(['K1', 'K2', 'K3']);
      expect([...found.keys()].sort()).toEqual(['K1', 'K2']);
      expect(found.get('K1')).toEqual(entry('K1'));
      expect(found.get('K2')).toEqual(none);
      expect((await cache().get([])).size).toBe(0);
    });

    it('replaces the answer of a listing put again', async () => {
      await cache().put([entry('K1')]);
      const moved = entry('K1', {
        latitude: 26.2,
        zone: { zone: 'X', subtype: 'AREA OF MINIMAL FLOOD HAZARD', baseFloodElevation: null },
        determinedOn: '2026-11-25',
      });
      await cache().put([moved]);
      expect((await cache().get(['K1'])).get('K1')).toEqual(moved);
    });
  });
}

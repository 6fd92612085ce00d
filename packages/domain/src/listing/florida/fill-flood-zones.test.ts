import { exampleListing, InMemoryFloodZoneCache, InMemoryFloodZoneSource, type FloodZoneArea } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFloodZoneFiller } from './fill-flood-zones.ts';

const AE: FloodZoneArea = {
  south: 26,
  west: -82,
  north: 26.5,
  east: -81.5,
  answer: { kind: 'zone', zone: 'AE', subtype: null, baseFloodElevation: 9 },
};
const DOWN: FloodZoneArea = {
  south: 27,
  west: -82,
  north: 27.5,
  east: -81.5,
  answer: { kind: 'unavailable', reason: 'x' },
};
const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const clock = { now: () => Date.parse('2026-11-26T12:00:00Z') };

function setup(maxLookups?: number) {
  const source = new InMemoryFloodZoneSource([AE, DOWN]);
  const cache = new InMemoryFloodZoneCache();
  const filler = createFloodZoneFiller({
    source,
    cache,
    clock,
    logger,
    ...(maxLookups === undefined ? {} : { maxLookups }),
  });
  return { source, cache, filler };
}

const listing = (key: string, latitude: number | null, overrides = {}) =>
  exampleListing({ ListingKey: key, Latitude: latitude, Longitude: latitude === null ? null : -81.8, ...overrides });

describe('createFloodZoneFiller', () => {
  it('gives a listing without an MLS zone FEMA’s zone, BFE, source and day', async () => {
    const [filled] = await setup().filler.fill([listing('K1', 26.2)]);
    expect(filled).toMatchObject({
      FloodZone: 'AE',
      FloodZoneSubtype: null,
      BaseFloodElevation: 9,
      FloodZoneSource: 'FEMA NFHL',
      FloodZoneDate: '2026-11-26',
    });
  });

  it('leaves MLS zones, listings without coordinates and unanswered listings as they were', async () => {
    const { filler, source } = setup();
    const mls = listing('K1', 26.2, { FloodZone: 'VE', FloodZoneSource: 'MLS' });
    const nowhere = listing('K2', null);
    const down = listing('K3', 27.2);
    expect(await filler.fill([mls, nowhere, down])).toEqual([mls, nowhere, down]);
    expect(source.asked).toHaveLength(1);
  });

  it('asks once per listing: the cached answer serves it until it moves', async () => {
    const { filler, source } = setup();
    await filler.fill([listing('K1', 26.2)]);
    await filler.fill([listing('K1', 26.2)]);
    expect(source.asked).toHaveLength(1);
    const [moved] = await filler.fill([listing('K1', 26.3)]);
    expect(source.asked).toHaveLength(2);
    expect(moved?.FloodZone).toBe('AE');
  });

  it('asks again next time for a listing the source could not answer', async () => {
    const { filler, source } = setup();
    await filler.fill([listing('K3', 27.2)]);
    await filler.fill([listing('K3', 27.2)]);
    expect(source.asked).toHaveLength(2);
  });

  it('never asks about more listings than its budget, and keeps every listing in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 5 }), async (count, budget) => {
        const { filler, source } = setup(budget);
        const listings = Array.from({ length: count }, (_, index) => listing(`K${index}`, 26.1 + index / 100));
        const filled = await filler.fill(listings);
        expect(filled.map((item) => item.ListingKey)).toEqual(listings.map((item) => item.ListingKey));
        expect(source.asked.length).toBe(Math.min(count, budget));
        expect(filled.filter((item) => item.FloodZoneSource === 'FEMA NFHL')).toHaveLength(Math.min(count, budget));
      }),
    );
  });

  it('survives a cache that fails: the zones still come from the source', async () => {
    const source = new InMemoryFloodZoneSource([AE]);
    const broken = { get: () => Promise.reject(new Error('down')), put: () => Promise.reject(new Error('down')) };
    const filler = createFloodZoneFiller({ source, cache: broken, clock, logger });
    const [filled] = await filler.fill([listing('K1', 26.2)]);
    expect(filled?.FloodZone).toBe('AE');
  });
});

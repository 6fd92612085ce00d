import { InMemoryFloodZoneCache, InMemoryFloodZoneSource } from '../fakes/in-memory-flood-zones.ts';
import { CONTRACT_FLOOD_AREAS, floodZoneCacheContract, floodZoneSourceContract } from './flood-zones.contract.ts';

floodZoneSourceContract('InMemoryFloodZoneSource', () =>
  Promise.resolve({ source: new InMemoryFloodZoneSource(CONTRACT_FLOOD_AREAS), reset: () => Promise.resolve() }),
);

floodZoneCacheContract('InMemoryFloodZoneCache', () => {
  const cache = new InMemoryFloodZoneCache();
  return Promise.resolve({ cache, reset: () => Promise.resolve(cache.clear()) });
});
